import { SERVER_MESSAGES } from '@casino/sdk/contract';

/** Field name to messages: the `errors` of every 4xx answer. `base` holds errors about the whole request. */
export type FieldMessages = Record<string, string[]>;

/** A refusal the error handler answers as `{errors}` with its status (and headers, e.g. `Retry-After`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: FieldMessages,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(Object.values(errors).flat()[0] ?? `HTTP ${statusCode}`);
    this.name = 'HttpError';
  }
}

/** 422 with one message on one field. */
export function invalid(field: string, message: string): HttpError {
  return new HttpError(422, { [field]: [message] });
}

/** 401 of every player endpoint without a session. */
export function signInRequired(): HttpError {
  return new HttpError(401, { base: [SERVER_MESSAGES.sign_in_required] });
}
