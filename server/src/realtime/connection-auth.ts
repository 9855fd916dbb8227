import { SERVER_MESSAGES } from '@casino/sdk/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { findSession, SESSION_COOKIE, SESSION_IDLE_MS, SESSION_LIFETIME_MS } from '../auth/sessions';
import { HttpError } from '../http/http-error';
import { headerValue, isAllowedOrigin } from '../http/request-origin';
import { realtimeSecret, verifyConnectionToken } from './connection-token';

/** Who a websocket belongs to, and what proved it: the session cookie, or a connection token (cross-site embeds). */
export type ConnectionAuth =
  | { userId: number; via: 'session'; sessionToken: string }
  | { userId: number; via: 'token' };

function queryParam(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Authenticates a websocket upgrade: the `Origin`, when sent, must be a public origin or an allowed embed origin
 * (403); then a signed-in session cookie, else a valid connection token (`?user=&timestamp=&token=` from GET
 * /api/player/settings `cent` or POST /api/realtime/auth), names the player (401 without either).
 */
export async function authenticateUpgrade(request: FastifyRequest, ctx: AppContext): Promise<ConnectionAuth> {
  const origin = headerValue(request, 'origin');
  if (origin !== undefined && !isAllowedOrigin(ctx.config, origin)) {
    throw new HttpError(403, { base: [`Realtime connection refused: origin ${origin} is not allowed`] });
  }
  const now = ctx.clock();
  const sessionToken = request.cookies[SESSION_COOKIE];
  if (sessionToken) {
    const session = await findSession(ctx.db, sessionToken, now);
    if (session?.userId) return { userId: session.userId, via: 'session', sessionToken };
  }
  const user = queryParam(request, 'user');
  const timestamp = queryParam(request, 'timestamp');
  const token = queryParam(request, 'token');
  if (user !== undefined && timestamp !== undefined && token !== undefined) {
    const userId = verifyConnectionToken(await realtimeSecret(ctx.db), { user, timestamp, token }, now);
    if (userId !== null && (await hasLiveSession(ctx, userId))) return { userId, via: 'token' };
  }
  throw new HttpError(401, { base: [SERVER_MESSAGES.sign_in_required] });
}

/** Whether the player has a signed-in session that is neither idle too long nor too old. */
async function hasLiveSession(ctx: AppContext, userId: number): Promise<boolean> {
  const now = ctx.clock().getTime();
  const rows = await ctx.db.query(
    `select 1 from sessions where user_id = $1 and last_seen_at > $2 and created_at > $3 limit 1`,
    [userId, new Date(now - SESSION_IDLE_MS), new Date(now - SESSION_LIFETIME_MS)],
  );
  return rows.length > 0;
}

/** Whether what opened a websocket still holds: its session is live (cookie), or the player still has one (token). */
export async function stillSignedIn(ctx: AppContext, auth: ConnectionAuth): Promise<boolean> {
  if (auth.via === 'token') return hasLiveSession(ctx, auth.userId);
  const session = await findSession(ctx.db, auth.sessionToken, ctx.clock());
  return session?.userId === auth.userId;
}
