import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { HttpError } from './http-error';
import { headerValue } from './request-origin';

/** Headers the SDK sends (api-facts §10). */
const ALLOWED_HEADERS =
  'Accept, Content-Type, X-Requested-With, X-Content-Policy, X-Api-Target, Accept-Client, Idempotency-Key';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
/** Seconds a browser may cache a preflight answer. */
const PREFLIGHT_MAX_AGE = 600;

/**
 * CORS with credentials for the allowed embed origins only, matched exactly and echoed (never `*`). `/cdn/` is left
 * alone: its public script chunks carry their own `Access-Control-Allow-Origin: *`.
 */
export function registerCors(app: FastifyInstance, config: ServerConfig): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/cdn/')) return;
    reply.header('Vary', 'Origin');
    const origin = headerValue(request, 'origin');
    if (origin === undefined || !config.embedOrigins.includes(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Credentials', 'true');
  });
  app.options('/*', async (request, reply) => {
    const origin = headerValue(request, 'origin');
    if (origin === undefined || !config.embedOrigins.includes(origin)) {
      throw new HttpError(403, { base: [`Cross-origin requests from ${origin ?? 'this page'} are not allowed`] });
    }
    return reply
      .code(204)
      .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
      .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
      .header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE))
      .send();
  });
}
