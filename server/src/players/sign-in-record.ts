import type { Queryable } from '../db/database';

/** Notes a completed sign-in on the player (current and previous time, count). */
export async function noteSignIn(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx.query(
    `update users set last_sign_in_at = current_sign_in_at, current_sign_in_at = $2,
       sign_in_count = sign_in_count + 1, updated_at = $2
     where id = $1`,
    [userId, now],
  );
}
