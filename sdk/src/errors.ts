import { issuePath, type SchemaIssue } from './http/schema';

/** Messages per field of a refused request (`base` holds those about the whole request). */
export type FieldErrors = Record<string, string[]>;

/** A non-2xx answer. `data` is the parsed body (JSON, text or null) and stays `unknown` until a schema parses it. */
export class CasinoHttpError extends Error {
  /** HTTP status of the answer. */
  readonly status: number;
  /** Body of the answer: parsed JSON, raw text, or null when empty. */
  readonly data: unknown;
  /** Headers of the answer. */
  readonly headers: Headers;
  /** Path of the request, without the base URL. */
  readonly path: string;
  /** The `{errors}` of a 4xx answer, checked against the contract's `ErrorBody`; null when the body is not one. */
  readonly fields: FieldErrors | null;

  constructor(init: {
    method: string;
    path: string;
    status: number;
    data: unknown;
    headers: Headers;
    /** Defaults to `null`. */
    fields?: FieldErrors | null;
  }) {
    super(`${init.method} ${init.path} answered ${init.status}`);
    this.name = 'CasinoHttpError';
    this.status = init.status;
    this.data = init.data;
    this.headers = init.headers;
    this.path = init.path;
    this.fields = init.fields ?? null;
  }
}

/**
 * The messages per field of a refused call (a 4xx `{errors: {field: [message]}}` answer), or null for every other
 * failure: a form shows them beside its fields and `base` above them.
 */
export function fieldErrors(error: unknown): FieldErrors | null {
  return error instanceof CasinoHttpError ? error.fields : null;
}

/** A 2xx answer whose body does not match its contract schema; `issues` say which fields are wrong. */
export class ContractError extends Error {
  /** Path of the request whose answer broke the contract. */
  readonly path: string;
  /** What did not match, as the schema's issues (the contract's zod issues). */
  readonly issues: readonly SchemaIssue[];

  constructor(path: string, issues: readonly SchemaIssue[]) {
    const first = issues[0];
    const at = first ? issuePath(first) : '';
    const where = at === '' ? '' : ` at ${at}`;
    super(
      `The answer of ${path} does not match the SDK contract${where}: ${first?.message ?? 'invalid'}. ` +
        'Check that the platform at the configured baseUrl speaks the same API version as this SDK.',
    );
    this.name = 'ContractError';
    this.path = path;
    this.issues = issues;
  }
}

/** No answer after every retry: the network failed or each attempt timed out. */
export class NetworkError extends Error {
  /** Path of the request. */
  readonly path: string;
  /** Attempts made, the first one included. */
  readonly attempts: number;
  /** Whether the last attempt ended by the timeout rather than a network failure. */
  readonly timedOut: boolean;

  constructor(init: { path: string; attempts: number; timedOut: boolean; cause: unknown }) {
    super(
      `${init.path} got no answer after ${init.attempts} attempt(s) (${init.timedOut ? 'timed out' : 'network error'}). ` +
        'Check the connection and that baseUrl points at a running platform.',
      { cause: init.cause },
    );
    this.name = 'NetworkError';
    this.path = init.path;
    this.attempts = init.attempts;
    this.timedOut = init.timedOut;
  }
}
