import type { FastifyRequest } from 'fastify';

/** True when the request came over HTTPS (directly, or per `X-Forwarded-Proto` with `TRUST_PROXY`). */
export function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** The server's own origin as this request reached it, e.g. `http://localhost:8080`. */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** A single header value (the first one when a header came several times). */
export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
