import { ErrorBody, SERVER_MESSAGES } from '@casino/sdk/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isLostConnection } from '../db/errors';
import { sendContract } from './contract';
import { HttpError } from './http-error';

/** Plain words for the framework's own 4xx refusals (body parsing, content types, sizes). */
const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'the body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'send the body as application/json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'the body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

/** Seconds a client waits before sending a request again after the database connection was lost. Defaults to 1. */
export const LOST_CONNECTION_RETRY_AFTER_S = 1;

/**
 * Answers every error as `{errors}`: refusals with their 4xx status, a lost database connection as a 503 with
 * `Retry-After` (the request may be sent again; money-moving ones with the same Idempotency-Key are applied once),
 * anything else unexpected as a logged 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return sendContract(reply, error.statusCode, ErrorBody, { errors: error.errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        FRAMEWORK_MESSAGES[error.code] ?? (error instanceof SyntaxError ? 'the body is not valid JSON' : error.message);
      return sendContract(reply, status, ErrorBody, { errors: { base: [message] } });
    }
    if (isLostConnection(error)) {
      request.log.warn({ err: error }, 'database connection lost during the request');
      reply.header('Retry-After', String(LOST_CONNECTION_RETRY_AFTER_S));
      return sendContract(reply, 503, ErrorBody, { errors: { base: [SERVER_MESSAGES.server_error] } });
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendContract(reply, 500, ErrorBody, {
      errors: { base: [SERVER_MESSAGES.server_error] },
    });
  });
}
