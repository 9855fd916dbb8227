import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

/** Path of the websocket endpoint the realtime issue adds. */
export const REALTIME_PATH = '/ws';
/** Path where private channel subscriptions are authorised (added with the websocket endpoint). */
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

/** Centrifugo-style connection token: HMAC-SHA256 of user and timestamp (seconds) under the realtime secret, hex. */
export function connectionToken(secret: string, user: string, timestamp: string): string {
  return createHmac('sha256', secret).update(user).update(timestamp).digest('hex');
}
