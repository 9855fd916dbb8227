import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';

/** Sign-in throttling: failures counted over a sliding window, per account and per address. */
export const SIGN_IN_LIMITS = {
  /** Defaults to 15 minutes. */
  windowMs: 15 * 60 * 1000,
  /** Failed passwords or codes for one account within the window. Defaults to 5. */
  perAccount: 5,
  /** Failed attempts from one address within the window, whatever the account. Defaults to 30. */
  perAddress: 30,
} as const;

/** Attempts older than this are deleted as new ones are recorded. Defaults to 1 day. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** The key an attempt is counted under: SHA-256 of the email as typed, trimmed and lower-cased (fixed size, no address stored). */
export function signInKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

async function lockedUntil(
  db: Queryable,
  column: 'email_key' | 'ip',
  value: string,
  limit: number,
  since: Date,
): Promise<Date | null> {
  const sinceSuccess =
    column === 'email_key'
      ? 'and attempted_at > coalesce((select max(attempted_at) from sign_in_attempts where email_key = $1 and succeeded), $2)'
      : '';
  const [row] = await db.query<{ attempted_at: Date }>(
    `select attempted_at from sign_in_attempts
     where ${column} = $1 and not succeeded and attempted_at > $2 ${sinceSuccess}
     order by attempted_at desc offset $3 limit 1`,
    [value, since, limit - 1],
  );
  return row ? new Date(row.attempted_at.getTime() + SIGN_IN_LIMITS.windowMs) : null;
}

/**
 * Seconds until this account and address may try again, or null when they may now. An account's count starts
 * again after a successful sign-in; an address's does not.
 */
export async function signInRetryAfter(db: Queryable, key: string, ip: string, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - SIGN_IN_LIMITS.windowMs);
  const account = await lockedUntil(db, 'email_key', key, SIGN_IN_LIMITS.perAccount, since);
  const address = await lockedUntil(db, 'ip', ip, SIGN_IN_LIMITS.perAddress, since);
  const until = Math.max(account?.getTime() ?? 0, address?.getTime() ?? 0);
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : null;
}

/** Records an attempt (outside the request's transaction, so that a refused request still counts). */
export async function recordSignInAttempt(
  db: Queryable,
  attempt: { key: string; ip: string; succeeded: boolean },
  now: Date,
): Promise<void> {
  await db.query('delete from sign_in_attempts where email_key = $1 and attempted_at < $2', [
    attempt.key,
    new Date(now.getTime() - KEEP_MS),
  ]);
  await db.query('insert into sign_in_attempts (email_key, ip, succeeded, attempted_at) values ($1, $2, $3, $4)', [
    attempt.key,
    attempt.ip,
    attempt.succeeded,
    now,
  ]);
}
