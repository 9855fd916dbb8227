import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/** True when the request came over HTTPS (directly, or per `X-Forwarded-Proto` with `TRUST_PROXY`). */
export function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * The server's origin as this request reached it (from `Host`), e.g. `http://localhost:8080`: only for URLs answered
 * to the same requester (dev mailbox links, the 3-D Secure page, the websocket URL), never to decide what is allowed.
 */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Whether a request's `Origin` may write and open websockets: a configured public origin or an embed origin (exact match). */
export function isAllowedOrigin(config: Pick<ServerConfig, 'publicOrigins' | 'embedOrigins'>, origin: string): boolean {
  return config.publicOrigins.includes(origin) || config.embedOrigins.includes(origin);
}

/** A single header value (the first one when a header came several times). */
export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
