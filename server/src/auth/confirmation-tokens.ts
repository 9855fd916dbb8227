import type { Queryable } from '../db/database';
import { hashToken, newSecretToken } from './secret-token';

/** How long an email confirmation link works. Defaults to 3 days. */
export const CONFIRMATION_TOKEN_MS = 3 * 24 * 60 * 60 * 1000;

/** Issues a confirmation token for the player's address (earlier unused ones stop working) and returns it. */
export async function issueConfirmationToken(tx: Queryable, userId: number, email: string, now: Date): Promise<string> {
  await tx.query('delete from confirmation_tokens where user_id = $1 and used_at is null', [userId]);
  const { token, hash } = newSecretToken();
  await tx.query(
    'insert into confirmation_tokens (token_hash, user_id, email, created_at, expires_at) values ($1, $2, $3, $4, $5)',
    [hash, userId, email, now, new Date(now.getTime() + CONFIRMATION_TOKEN_MS)],
  );
  return token;
}

/** Uses up a confirmation token; returns its player, or null when it is unknown, used or expired. */
export async function consumeConfirmationToken(tx: Queryable, token: string, now: Date): Promise<number | null> {
  const [row] = await tx.query<{ user_id: number }>(
    `update confirmation_tokens set used_at = $2
     where token_hash = $1 and used_at is null and expires_at > $2
     returning user_id`,
    [hashToken(token), now],
  );
  return row?.user_id ?? null;
}
