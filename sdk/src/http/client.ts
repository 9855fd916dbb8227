import { type FetchOptions, ofetch } from 'ofetch';
import { coreAnswer } from '../core-answer';
import { CasinoHttpError, ContractError, type FieldErrors, NetworkError } from '../errors';
import type { CasinoEmitter } from '../events';
import { CHECK_DISPLAY_CALLS, LOAD_SCHEMAS_WITH_REQUESTS } from './answer-checks';
import { parseBody } from './parse-body';
import { type AnswerSchema, resolveSchema, type Schema, type SchemaOutput, validate } from './schema';

export type { AnswerSchema, LazySchema, Schema, SchemaOutput } from './schema';

/** Headers every request carries (api-facts §10). */
export const DEFAULT_HEADERS: Readonly<Record<string, string>> = {
  Accept: 'application/json, text/plain, */*',
  'X-Requested-With': 'XMLHttpRequest',
  'X-Content-Policy': '3',
};

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions {
  /** Platform origin and path prefix; `''` means same origin. */
  baseUrl: string;
  /** Event bus that receives `auth-error` and `maintenance`. */
  events: CasinoEmitter;
  /** Per-attempt timeout in ms. Defaults to `30000`. */
  timeoutMs?: number;
  /** Retries after a network error or timeout, never after an HTTP status. Defaults to `6`. */
  retries?: number;
  /** Delay in ms before retry `attempt` (0-based). Defaults to `2^attempt*1000 + random(0..1000)`. */
  retryDelay: (attempt: number) => number;
  /** The fetch to use. Defaults to `globalThis.fetch` at call time. */
  fetch?: typeof fetch;
}

/** What a `display` answer is read with where those are not checked (answer-checks.ts): taken as it is. */
const UNCHECKED: Schema = { '~standard': { version: 1, vendor: 'casino', validate: (value) => ({ value }) } };

/** Per-request options. */
export interface RequestOptions {
  /** Query parameters; `undefined` values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Extra headers, e.g. `accept-client` for favourites. */
  headers?: Record<string, string>;
  /** Cancels the request; a cancelled request is not retried. */
  signal?: AbortSignal;
  /**
   * Whether the answer only shows something (games, texts, the platform's info) and no amount, balance, bet or limit
   * depends on it: the script-tag build does not check such answers against the contract. Defaults to `false`.
   */
  display?: boolean;
  /**
   * Whether the `{errors}` of a 4xx answer are read into `CasinoHttpError.fields`. Defaults to `true`; the session's
   * profile call sets `false`: its 401 only says the visitor is a guest, and reading it would load the error schema on
   * every guest's page.
   */
  fieldErrors?: boolean;
}

/**
 * Low-level client: every call names the contract schema of its answer and resolves to the parsed value. A lazy
 * schema's import starts with the request, so it loads while the request is on the network.
 */
export interface HttpClient {
  get<S extends Schema>(path: string, schema: AnswerSchema<S>, options?: RequestOptions): Promise<SchemaOutput<S>>;
  post<S extends Schema>(
    path: string,
    body: unknown,
    schema: AnswerSchema<S>,
    options?: RequestOptions,
  ): Promise<SchemaOutput<S>>;
  put<S extends Schema>(
    path: string,
    body: unknown,
    schema: AnswerSchema<S>,
    options?: RequestOptions,
  ): Promise<SchemaOutput<S>>;
  patch<S extends Schema>(
    path: string,
    body: unknown,
    schema: AnswerSchema<S>,
    options?: RequestOptions,
  ): Promise<SchemaOutput<S>>;
  /** DELETE; `body` is sent as JSON when given (two-factor disable needs one). */
  delete<S extends Schema>(
    path: string,
    schema: AnswerSchema<S>,
    options?: RequestOptions & { body?: unknown },
  ): Promise<SchemaOutput<S>>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Attempt =
  | { ok: true; status: number; headers: Headers; text: string | undefined }
  | { ok: false; timedOut: boolean; cause: unknown };

/** Creates the HTTP client of one casino on `ofetch.create` with the platform's rules (api-facts §10, core.md §8). */
/** The `{errors}` of a 4xx body when it matches the contract's `ErrorBody`, else null (also when the schema cannot load). */
async function readFieldErrors(data: unknown): Promise<FieldErrors | null> {
  try {
    const body = await validate(await coreAnswer('ErrorBody').load(), data);
    return body.issues ? null : body.value.errors;
  } catch {
    return null;
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const retries = options.retries ?? 6;
  const $fetch = ofetch.create(
    {
      baseURL: options.baseUrl,
      credentials: 'include',
      headers: DEFAULT_HEADERS,
      retry: false,
      ignoreResponseError: true,
    },
    options.fetch ? { fetch: options.fetch } : {},
  );

  async function attempt(method: Method, path: string, body: unknown, request: RequestOptions): Promise<Attempt> {
    request.signal?.throwIfAborted();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const cancel = () => controller.abort(request.signal?.reason);
    request.signal?.addEventListener('abort', cancel);
    const init: FetchOptions<'text'> = {
      method,
      signal: controller.signal,
      responseType: 'text',
      ...(body === undefined ? {} : { body: body as FetchOptions['body'] }),
      ...(request.query ? { query: request.query } : {}),
      ...(request.headers ? { headers: request.headers } : {}),
    };
    try {
      const response = await $fetch.raw(path, init);
      return { ok: true, status: response.status, headers: response.headers, text: response._data };
    } catch (cause) {
      if (request.signal?.aborted) throw cause;
      return { ok: false, timedOut: controller.signal.aborted, cause };
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', cancel);
    }
  }

  async function send<S extends Schema>(
    method: Method,
    path: string,
    body: unknown,
    schema: AnswerSchema<S>,
    request: RequestOptions = {},
  ): Promise<SchemaOutput<S>> {
    const checked = CHECK_DISPLAY_CALLS || !request.display ? schema : (UNCHECKED as S);
    const loading = LOAD_SCHEMAS_WITH_REQUESTS ? resolveSchema(checked) : undefined;
    // A failed import is thrown below when the answer needs the schema; a request that fails first leaves it unread.
    loading?.catch(() => undefined);
    let result = await attempt(method, path, body, request);
    for (let retry = 0; !result.ok && retry < retries; retry++) {
      const delay = options.retryDelay(retry);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      result = await attempt(method, path, body, request);
    }
    if (!result.ok) {
      throw new NetworkError({ path, attempts: retries + 1, timedOut: result.timedOut, cause: result.cause });
    }
    const data = parseBody(result.text);
    if (result.status < 200 || result.status > 299) {
      if (result.status === 401) options.events.emit('auth-error', { path });
      if (result.status === 503 && result.headers.has('x-maintenance-mode'))
        options.events.emit('maintenance', { path });
      const fields =
        result.status >= 400 && result.status < 500 && request.fieldErrors !== false
          ? await readFieldErrors(data)
          : null;
      throw new CasinoHttpError({ method, path, status: result.status, data, headers: result.headers, fields });
    }
    const parsed = await validate(await (loading ?? resolveSchema(checked)), data);
    if (parsed.issues) throw new ContractError(path, parsed.issues);
    return parsed.value;
  }

  return {
    get: (path, schema, request) => send('GET', path, undefined, schema, request),
    post: (path, body, schema, request) => send('POST', path, body, schema, request),
    put: (path, body, schema, request) => send('PUT', path, body, schema, request),
    patch: (path, body, schema, request) => send('PATCH', path, body, schema, request),
    delete: (path, schema, request) => send('DELETE', path, request?.body, schema, request),
  };
}
