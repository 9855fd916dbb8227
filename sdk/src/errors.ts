import { issuePath, type SchemaIssue } from './http/schema';

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

  constructor(init: { method: string; path: string; status: number; data: unknown; headers: Headers }) {
    super(`${init.method} ${init.path} answered ${init.status}`);
    this.name = 'CasinoHttpError';
    this.status = init.status;
    this.data = init.data;
    this.headers = init.headers;
    this.path = init.path;
  }
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
