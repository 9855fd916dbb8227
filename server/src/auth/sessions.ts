import type { Queryable } from '../db/database';
import { hashToken, newSecretToken } from './secret-token';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'casino_session';
/** A session unused this long is over. Defaults to 60 minutes. */
export const SESSION_IDLE_MS = 60 * 60 * 1000;
/** A session is over this long after sign-in, however busy. Defaults to 24 hours. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Time to enter the OTP after a correct password. Defaults to 5 minutes. */
export const OTP_PENDING_MS = 5 * 60 * 1000;
/** `last_seen_at` is written at most this often. Defaults to 1 minute. */
export const SESSION_TOUCH_MS = 60 * 1000;

/** A live session: signed in (`userId`) or half-way through a two-factor sign-in (`pendingUserId`). */
export interface SessionState {
  id: number;
  userId: number | null;
  pendingUserId: number | null;
  lastSeenAt: Date;
}

interface SessionRow {
  id: number;
  user_id: number | null;
  pending_user_id: number | null;
  pending_until: Date | null;
  created_at: Date;
  last_seen_at: Date;
}

function expired(row: SessionRow, now: Date): boolean {
  const at = now.getTime();
  if (row.pending_until !== null) return row.pending_until.getTime() <= at;
  return row.last_seen_at.getTime() + SESSION_IDLE_MS <= at || row.created_at.getTime() + SESSION_LIFETIME_MS <= at;
}

/** Finds the live session of a cookie token; an expired one is deleted and gives null. */
export async function findSession(db: Queryable, token: string, now: Date): Promise<SessionState | null> {
  const [row] = await db.query<SessionRow>(
    `select id, user_id, pending_user_id, pending_until, created_at, last_seen_at from sessions where token_hash = $1`,
    [hashToken(token)],
  );
  if (!row) return null;
  if (expired(row, now)) {
    await db.query('delete from sessions where id = $1', [row.id]);
    return null;
  }
  return { id: row.id, userId: row.user_id, pendingUserId: row.pending_user_id, lastSeenAt: row.last_seen_at };
}

/** Who a new session is for, and where it comes from. */
export interface NewSession {
  /** Signed-in player, or… */
  userId?: number;
  /** …player who still owes the OTP. */
  pendingUserId?: number;
  ip: string;
  userAgent: string | null;
  /** Session this one replaces (rotation): it is deleted. */
  replaces: number | null;
}

/** Starts a session under a fresh token (the old one, if any, is deleted) and returns the token for the cookie. */
export async function startSession(tx: Queryable, session: NewSession, now: Date): Promise<string> {
  if (session.replaces !== null) await endSession(tx, session.replaces);
  const { token, hash } = newSecretToken();
  const pending = session.pendingUserId !== undefined;
  await tx.query(
    `insert into sessions (token_hash, user_id, pending_user_id, pending_until, ip, user_agent, created_at, last_seen_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [
      hash,
      session.userId ?? null,
      session.pendingUserId ?? null,
      pending ? new Date(now.getTime() + OTP_PENDING_MS) : null,
      session.ip,
      session.userAgent,
      now,
    ],
  );
  return token;
}

/** Deletes a session. */
export async function endSession(tx: Queryable, sessionId: number): Promise<void> {
  await tx.query('delete from sessions where id = $1', [sessionId]);
}

/** Deletes every session of a player except `keep` (after a password change or reset). */
export async function endOtherSessions(tx: Queryable, userId: number, keep: number | null): Promise<void> {
  await tx.query('delete from sessions where (user_id = $1 or pending_user_id = $1) and id is distinct from $2', [
    userId,
    keep,
  ]);
}

/** Moves the idle deadline of a session forward. */
export async function touchSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db.query('update sessions set last_seen_at = $2 where id = $1', [sessionId, now]);
}
