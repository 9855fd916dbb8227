import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config';
import { isSecure } from './request-origin';
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

/** Nonces of the answers that carry an inline script, by reply. */
const scriptNonces = new WeakMap<FastifyReply, string>();

/**
 * A fresh nonce (16 random bytes, base64) that lets this answer's inline `<script nonce="…">` run under the
 * Content-Security-Policy; only for a page whose inline script cannot be a file of its own.
 */
export function scriptNonce(reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('base64');
  scriptNonces.set(reply, nonce);
  return nonce;
}

/**
 * The Content-Security-Policy of an answer (reasons in docs/security.md): scripts from this origin only (plus the
 * answer's nonce), no plugins, no `<base>`, forms and frames to this origin, images from it and `data:` URLs (QR
 * codes), requests to it and to its websocket on the public origins, and scripts, images, requests and frames from the
 * chat provider's origin when one is configured; inline styles stay allowed, because every widget renders its CSS in
 * a `<style>` of its own root (shadow roots included).
 */
export function contentSecurityPolicy(config: ServerConfig, path: string, nonce: string | undefined): string {
  const websockets = config.publicOrigins.map((origin) => origin.replace(/^http/, 'ws'));
  // The chat provider's script, its frame and its pictures, when one is configured (docs/support.md).
  const chat = config.chatProvider ? ` ${new URL(config.chatProvider.url).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${nonce === undefined ? '' : ` 'nonce-${nonce}'`}${chat}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${chat}`,
    `connect-src 'self' ${websockets.join(' ')}${chat}`,
    `frame-src 'self'${chat}`,
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors(config, path)}`,
  ].join('; ');
}

/** HSTS over HTTPS: a year, subdomains included. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Adds nosniff, a referrer policy and the Content-Security-Policy to every answer, and HSTS to every answer over
 * HTTPS (directly, or per `X-Forwarded-Proto` with `TRUST_PROXY`).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '/';
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Content-Security-Policy', contentSecurityPolicy(config, path, scriptNonces.get(reply)));
    if (isSecure(request)) reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    return payload;
  });
}
