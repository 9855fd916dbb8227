import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { HttpError } from './http-error';
import { headerValue, isAllowedOrigin } from './request-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every write: the request must carry `X-Requested-With: XMLHttpRequest` (a header a form or a
 * simple cross-site request cannot set, so a cross-origin caller needs a CORS preflight), and its `Origin`, when
 * present, must be one of the configured public origins (`PUBLIC_ORIGINS`, never derived from `Host`) or an allowed
 * embed origin (exact match).
 */
export function registerCsrfGuard(app: FastifyInstance, config: ServerConfig): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (headerValue(request, 'x-requested-with') !== 'XMLHttpRequest') {
      throw new HttpError(403, { base: ['Request refused: send the header X-Requested-With: XMLHttpRequest'] });
    }
    const origin = headerValue(request, 'origin');
    if (origin !== undefined && !isAllowedOrigin(config, origin)) {
      throw new HttpError(403, { base: [`Request refused: origin ${origin} is not allowed`] });
    }
  });
}
