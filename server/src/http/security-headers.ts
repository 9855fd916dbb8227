import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * `frame-ancestors` of a path: embed pages and the slot page (`/slot/…`) may be framed by the allowed embed origins,
 * every other page by itself only.
 */
export function frameAncestors(config: ServerConfig, path: string): string {
  const embed = path === '/embed' || path.startsWith('/embed/') || path.startsWith('/slot/');
  return embed ? ["'self'", ...config.embedOrigins].join(' ') : "'self'";
}

/** Adds nosniff, a referrer policy and the frame-ancestors policy to every answer. */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '/';
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Content-Security-Policy', `frame-ancestors ${frameAncestors(config, path)}`);
    return payload;
  });
}
