import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { isEmbedPage, isSlotPage } from './site-paths';

/**
 * Whether the embed origins may frame a path: the embed page of a known widget and the slot page only. Any other
 * path, `/embed`, `/embed/x/y` and unknown widgets included, may be framed by the site itself only, so that no
 * partner page frames the signed-in site.
 */
function isFrameablePath(path: string): boolean {
  return isEmbedPage(path) || isSlotPage(path);
}

/** `frame-ancestors` of a path: `'self'` plus the allowed embed origins where {@link isFrameablePath}, else `'self'`. */
export function frameAncestors(config: ServerConfig, path: string): string {
  return isFrameablePath(path) ? ["'self'", ...config.embedOrigins].join(' ') : "'self'";
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
