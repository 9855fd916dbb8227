import type { Queryable } from '../db/database';
import { hashToken, newSecretToken } from './secret-token';

/** A kind of one-time link sent by email: the table its token hashes are kept in and how long a link works. */
export interface EmailedTokenKind {
  readonly table: 'confirmation_tokens' | 'password_reset_tokens';
  readonly lifetimeMs: number;
}

/** Email confirmation links; they work for 3 days and record the address they confirm. */
export const CONFIRMATION_TOKENS: EmailedTokenKind = {
  table: 'confirmation_tokens',
  lifetimeMs: 3 * 24 * 60 * 60 * 1000,
};

/** Password reset links; they work for 6 hours. */
export const PASSWORD_RESET_TOKENS: EmailedTokenKind = {
  table: 'password_reset_tokens',
  lifetimeMs: 6 * 60 * 60 * 1000,
};

/**
 * Issues a token of `kind` for the player (the player's earlier unused ones stop working) and returns it; only its
 * hash is stored. `email`, for a confirmation, is the address the link confirms.
 */
export async function issueEmailedToken(
  tx: Queryable,
  kind: EmailedTokenKind,
  userId: number,
  now: Date,
  email?: string,
): Promise<string> {
  await tx.query(`delete from ${kind.table} where user_id = $1 and used_at is null`, [userId]);
  const { token, hash } = newSecretToken();
  const expiresAt = new Date(now.getTime() + kind.lifetimeMs);
  if (email === undefined) {
    await tx.query(`insert into ${kind.table} (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)`, [
      hash,
      userId,
      now,
      expiresAt,
    ]);
  } else {
    await tx.query(
      `insert into ${kind.table} (token_hash, user_id, email, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
      [hash, userId, email, now, expiresAt],
    );
  }
  return token;
}

/** Uses up a token of `kind`; returns its player, or null when it is unknown, used or expired. */
export async function consumeEmailedToken(
  tx: Queryable,
  kind: EmailedTokenKind,
  token: string,
  now: Date,
): Promise<number | null> {
  const [row] = await tx.query<{ user_id: number }>(
    `update ${kind.table} set used_at = $2
     where token_hash = $1 and used_at is null and expires_at > $2
     returning user_id`,
    [hashToken(token), now],
  );
  return row?.user_id ?? null;
}
