import type { Queryable } from '../db/database';
import { hashToken, newSecretToken } from './secret-token';

/** How long a password reset link works. Defaults to 6 hours. */
export const PASSWORD_RESET_TOKEN_MS = 6 * 60 * 60 * 1000;

/** Issues a password reset token (earlier unused ones stop working) and returns it. */
export async function issuePasswordResetToken(tx: Queryable, userId: number, now: Date): Promise<string> {
  await tx.query('delete from password_reset_tokens where user_id = $1 and used_at is null', [userId]);
  const { token, hash } = newSecretToken();
  await tx.query(
    'insert into password_reset_tokens (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)',
    [hash, userId, now, new Date(now.getTime() + PASSWORD_RESET_TOKEN_MS)],
  );
  return token;
}

/** Uses up a reset token; returns its player, or null when it is unknown, used or expired. */
export async function consumePasswordResetToken(tx: Queryable, token: string, now: Date): Promise<number | null> {
  const [row] = await tx.query<{ user_id: number }>(
    `update password_reset_tokens set used_at = $2
     where token_hash = $1 and used_at is null and expires_at > $2
     returning user_id`,
    [hashToken(token), now],
  );
  return row?.user_id ?? null;
}
