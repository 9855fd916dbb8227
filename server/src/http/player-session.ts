import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { findSession, SESSION_COOKIE, SESSION_TOUCH_MS, type SessionState, touchSession } from '../auth/sessions';
import { signInRequired } from './http-error';
import { isSecure } from './request-origin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session of the request's cookie (API routes only); null for a visitor without one. */
    playerSession: SessionState | null;
  }
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Path=/, Secure over HTTPS; no Max-Age (the server expires it). */
export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', secure: isSecure(request) });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: isSecure(request) });
}

/** The signed-in player's id; a visitor without a signed-in session gets 401. */
export function signedInUserId(request: FastifyRequest): number {
  const userId = request.playerSession?.userId;
  if (userId === null || userId === undefined) throw signInRequired();
  return userId;
}

/**
 * Loads the session of API requests (`/api/`, and `/jam/` of the VIP progress) from the cookie and moves its idle
 * deadline on successful answers.
 */
export function registerPlayerSession(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('playerSession', null);
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/jam/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.playerSession = await findSession(ctx.db, token, ctx.clock());
    if (!request.playerSession) clearSessionCookie(reply, request);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const session = request.playerSession;
    const now = ctx.clock();
    if (session?.userId && reply.statusCode < 400 && now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
      await touchSession(ctx.db, session.id, now);
    }
    return payload;
  });
}
