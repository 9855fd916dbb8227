import { createHash } from 'node:crypto';
import { SERVER_MESSAGES } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { type AddressLimit, addressRetryAfter, countAddressRequest, retryLater, secondsUntil } from './address-limits';

/**
 * Sign-in throttling: failed passwords and codes counted over a sliding window, per account and address, per account,
 * and per address (docs/security.md). One address guessing one account is stopped early without locking the owner out
 * elsewhere; many addresses guessing one account are bounded by the account's ceiling, which spares the addresses the
 * account signed in from lately.
 */
export const SIGN_IN_LIMITS = {
  /** Defaults to 15 minutes. */
  windowMs: 15 * 60 * 1000,
  /** Failures for one account from one address within the window (counted again after its last success there). Defaults to 5. */
  perAccountAndAddress: 5,
  /** Failures for one account from all addresses within the window; refuses only addresses it does not know. Defaults to 20. */
  perAccount: 20,
  /** Failures from one address within the window, whatever the account. Defaults to 30. */
  perAddress: 30,
  /** An address the account signed in from within this long is known to it. Defaults to 30 days. */
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/** The per-address part of {@link SIGN_IN_LIMITS}, counted like the other per-address limits. */
export const SIGN_IN_ADDRESS_LIMIT: AddressLimit = {
  action: 'sign_in_failure',
  limit: SIGN_IN_LIMITS.perAddress,
  windowMs: SIGN_IN_LIMITS.windowMs,
};

/** Failed attempts older than this are deleted as new ones are recorded. Defaults to 1 day. */
const KEEP_FAILURES_MS = 24 * 60 * 60 * 1000;

/** The key an attempt is counted under: SHA-256 of the email as typed, trimmed and lower-cased (fixed size, no address stored). */
export function signInKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** When the `limit`-th latest failure matching `where` leaves the window, or null when fewer failed. */
async function lockedUntil(
  db: Queryable,
  where: string,
  params: readonly unknown[],
  limit: number,
  since: Date,
): Promise<number | null> {
  const [row] = await db.query<{ attempted_at: Date }>(
    `select attempted_at from sign_in_attempts
     where ${where} and not succeeded and attempted_at > $${params.length + 1}
     order by attempted_at desc offset $${params.length + 2} limit 1`,
    [...params, since, limit - 1],
  );
  return row ? row.attempted_at.getTime() + SIGN_IN_LIMITS.windowMs : null;
}

async function isKnownAddress(db: Queryable, key: string, ip: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'select 1 from sign_in_attempts where email_key = $1 and ip = $2 and succeeded and attempted_at > $3 limit 1',
    [key, ip, new Date(now.getTime() - SIGN_IN_LIMITS.knownAddressMs)],
  );
  return rows.length > 0;
}

/** Seconds until this account may be tried from this address again, or null when it may now. */
export async function signInRetryAfter(db: Queryable, key: string, ip: string, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - SIGN_IN_LIMITS.windowMs);
  const accountAndAddress = await lockedUntil(
    db,
    `email_key = $1 and ip = $2 and id > coalesce(
       (select max(id) from sign_in_attempts where email_key = $1 and ip = $2 and succeeded), 0)`,
    [key, ip],
    SIGN_IN_LIMITS.perAccountAndAddress,
    since,
  );
  const account = (await isKnownAddress(db, key, ip, now))
    ? null
    : await lockedUntil(db, 'email_key = $1', [key], SIGN_IN_LIMITS.perAccount, since);
  const address = await addressRetryAfter(db, SIGN_IN_ADDRESS_LIMIT, ip, now);
  const until = Math.max(accountAndAddress ?? 0, account ?? 0, address === null ? 0 : now.getTime() + address * 1000);
  return secondsUntil(until, now);
}

/** Refuses with 429, `Retry-After` and the minutes to wait while this account may not be tried from this address. */
export async function refuseThrottledSignIn(db: Queryable, key: string, ip: string, now: Date): Promise<void> {
  const retryAfter = await signInRetryAfter(db, key, ip, now);
  if (retryAfter !== null) throw retryLater(retryAfter, SERVER_MESSAGES.too_many_attempts);
}

/**
 * Records an attempt (outside the request's transaction, so that a refused request still counts); a failure also
 * counts against the address. Successes are kept while they make the address known to the account.
 */
export async function recordSignInAttempt(
  db: Queryable,
  attempt: { key: string; ip: string; succeeded: boolean },
  now: Date,
): Promise<void> {
  await db.query(
    `delete from sign_in_attempts
     where email_key = $1 and attempted_at < case when succeeded then $3::timestamptz else $2::timestamptz end`,
    [attempt.key, new Date(now.getTime() - KEEP_FAILURES_MS), new Date(now.getTime() - SIGN_IN_LIMITS.knownAddressMs)],
  );
  await db.query('insert into sign_in_attempts (email_key, ip, succeeded, attempted_at) values ($1, $2, $3, $4)', [
    attempt.key,
    attempt.ip,
    attempt.succeeded,
    now,
  ]);
  if (!attempt.succeeded) await countAddressRequest(db, SIGN_IN_ADDRESS_LIMIT, attempt.ip, now);
}
