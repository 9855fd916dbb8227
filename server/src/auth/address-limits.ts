import { SERVER_MESSAGES } from '@casino/sdk/contract';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';

/** What a per-address limit counts: failed sign-ins, registrations, confirmation resends, password-reset requests. */
export type AddressAction = 'sign_in_failure' | 'registration' | 'confirmation_resend' | 'password_reset';

/** At most `limit` counted requests of one action from one client address within a sliding `windowMs`. */
export interface AddressLimit {
  action: AddressAction;
  limit: number;
  windowMs: number;
}

/** Window of the registration, confirmation-resend and password-reset limits. Defaults to 1 hour. */
export const ADDRESS_LIMIT_WINDOW_MS = 60 * 60 * 1000;

/** An hourly limit of `action` with `limit` requests per address (the counts come from `ServerConfig`). */
export function hourlyAddressLimit(action: AddressAction, limit: number): AddressLimit {
  return { action, limit, windowMs: ADDRESS_LIMIT_WINDOW_MS };
}

/** Whole seconds from `now` to `until` (epoch ms), or null when `until` is not later. */
export function secondsUntil(until: number, now: Date): number | null {
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : null;
}

/** A 429 whose `Retry-After` is `retryAfter` seconds and whose message, from `message`, names the minutes to wait. */
export function retryLater(retryAfter: number, message: (minutes: number) => string): HttpError {
  return new HttpError(429, { base: [message(Math.ceil(retryAfter / 60))] }, { 'Retry-After': String(retryAfter) });
}

/** Seconds until `ip` may make another request that `rule` counts, or null when it may now. */
export async function addressRetryAfter(
  db: Queryable,
  rule: AddressLimit,
  ip: string,
  now: Date,
): Promise<number | null> {
  const [oldestCounted] = await db.query<{ requested_at: Date }>(
    `select requested_at from address_requests
     where action = $1 and ip = $2 and requested_at > $3
     order by requested_at desc offset $4 limit 1`,
    [rule.action, ip, new Date(now.getTime() - rule.windowMs), rule.limit - 1],
  );
  return oldestCounted ? secondsUntil(oldestCounted.requested_at.getTime() + rule.windowMs, now) : null;
}

/** Counts one request of `rule` from `ip`, and forgets the address's counts that have left the window. */
export async function countAddressRequest(db: Queryable, rule: AddressLimit, ip: string, now: Date): Promise<void> {
  await db.query('delete from address_requests where action = $1 and ip = $2 and requested_at <= $3', [
    rule.action,
    ip,
    new Date(now.getTime() - rule.windowMs),
  ]);
  await db.query('insert into address_requests (action, ip, requested_at) values ($1, $2, $3)', [rule.action, ip, now]);
}

/**
 * Counts this request against the address's limit, or refuses it with 429, `Retry-After` and a `base` message saying
 * when to try again (a refused request is not counted). Runs in its own transaction, locked per action and address,
 * so that a burst of parallel requests cannot slip past the limit; it is kept even when the request fails later.
 */
export async function throttleAddress(db: Database, rule: AddressLimit, ip: string, now: Date): Promise<void> {
  const retryAfter = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`address-limit:${rule.action}:${ip}`]);
    const wait = await addressRetryAfter(tx, rule, ip, now);
    if (wait === null) await countAddressRequest(tx, rule, ip, now);
    return wait;
  });
  if (retryAfter !== null) throw retryLater(retryAfter, SERVER_MESSAGES.too_many_requests);
}
