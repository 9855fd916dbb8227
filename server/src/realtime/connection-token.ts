import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';

/** Path of the realtime websocket endpoint. */
export const REALTIME_PATH = '/ws';
/** Path that answers a fresh connection token (POST), for reconnecting after the first token expired. */
export const REALTIME_AUTH_PATH = '/api/realtime/auth';

/**
 * The key realtime connection tokens are signed with: one per database, made on first use, so that every server
 * process signs and checks with the same key.
 */
export async function realtimeSecret(db: Queryable): Promise<string> {
  await db.query(`insert into server_secrets (name, value) values ('realtime', $1) on conflict do nothing`, [
    randomBytes(32).toString('hex'),
  ]);
  const [row] = await db.query<{ value: string }>(`select value from server_secrets where name = 'realtime'`);
  if (!row) throw new Error('the realtime secret could not be stored');
  return row.value;
}

/**
 * Centrifugo-style connection token: HMAC-SHA256 under the realtime secret, hex, of one delimited message
 * (`realtime-connection:{user}:{timestamp}`, timestamp in seconds), so that no other split of the same digits
 * signs the same bytes.
 */
export function connectionToken(secret: string, user: string, timestamp: string): string {
  return createHmac('sha256', secret).update(`realtime-connection:${user}:${timestamp}`).digest('hex');
}

/** A player id as the server writes it: a decimal without leading zeros. */
const CANONICAL_USER = /^[1-9]\d{0,14}$/;
/** Seconds since the epoch as the server writes them: a decimal without leading zeros. */
const CANONICAL_TIMESTAMP = /^[1-9]\d{0,11}$/;
/** A token as {@link connectionToken} writes it. */
const TOKEN = /^[0-9a-f]{64}$/;

/** How long a connection token opens a websocket after it was issued. Defaults to 5 minutes. */
export const CONNECTION_TOKEN_TTL_MS = 5 * 60 * 1000;
/** How far in the future a token's timestamp may be (clocks of several servers differ). Defaults to 1 minute. */
const CLOCK_SKEW_MS = 60 * 1000;

/**
 * The player id a connection token stands for, or null when it is forged, not canonical (leading zeros), malformed
 * or older than {@link CONNECTION_TOKEN_TTL_MS}. The signatures are compared in constant time.
 */
export function verifyConnectionToken(
  secret: string,
  params: { user: string; timestamp: string; token: string },
  now: Date,
): number | null {
  if (!CANONICAL_USER.test(params.user) || !CANONICAL_TIMESTAMP.test(params.timestamp) || !TOKEN.test(params.token)) {
    return null;
  }
  const issuedAt = Number(params.timestamp) * 1000;
  if (issuedAt > now.getTime() + CLOCK_SKEW_MS || now.getTime() - issuedAt > CONNECTION_TOKEN_TTL_MS) return null;
  const expected = Buffer.from(connectionToken(secret, params.user, params.timestamp), 'hex');
  return timingSafeEqual(expected, Buffer.from(params.token, 'hex')) ? Number(params.user) : null;
}
