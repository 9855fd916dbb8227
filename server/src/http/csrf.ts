import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { HttpError } from './http-error';
import { headerValue, ownOrigin } from './request-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every write: the request must carry `X-Requested-With: XMLHttpRequest` (a header a form or a
 * simple cross-site request cannot set, so a cross-origin caller needs a CORS preflight), and its `Origin`, when
 * present, must be this server's own or an allowed embed origin (exact match).
 */
export function registerCsrfGuard(app: FastifyInstance, config: ServerConfig): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (headerValue(request, 'x-requested-with') !== 'XMLHttpRequest') {
      throw new HttpError(403, { base: ['Request refused: send the header X-Requested-With: XMLHttpRequest'] });
    }
    const origin = headerValue(request, 'origin');
    if (origin !== undefined && origin !== ownOrigin(request) && !config.embedOrigins.includes(origin)) {
      throw new HttpError(403, { base: [`Request refused: origin ${origin} is not allowed`] });
    }
  });
}
