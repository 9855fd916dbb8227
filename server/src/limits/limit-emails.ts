import { newSecretToken } from '../auth/secret-token';
import type { Queryable } from '../db/database';
import { enqueueEmail } from '../mail/outbox';
import { BRAND } from '../seed/translation-overrides';

/** Which pending change a confirmation link applies at once. */
export type LimitChange = 'raise' | 'removal';

/** Where the emailed link points: the site's confirmation page, which posts the token to POST /api/user_limits/confirm. */
export const LIMIT_CONFIRM_PATH = '/profile/limits/confirm';

/**
 * Issues a confirmation token for the pending change of a limit (valid until the change would apply anyway) and
 * queues the email with its link, in the caller's transaction.
 */
export async function sendLimitConfirmationEmail(
  tx: Queryable,
  change: { userId: number; limitId: number; kind: LimitChange; description: string; appliesAt: Date },
  now: Date,
): Promise<void> {
  const [player] = await tx.query<{ email: string }>('select email from users where id = $1', [change.userId]);
  if (!player) throw new Error(`player ${change.userId} of a limit change not found`);
  const { token, hash } = newSecretToken();
  await tx.query(
    `insert into user_limit_confirmations (token_hash, user_id, limit_id, change, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [hash, change.userId, change.limitId, change.kind, now, change.appliesAt],
  );
  await enqueueEmail(
    tx,
    {
      userId: change.userId,
      recipient: player.email,
      kind: 'limit_confirmation',
      subject: `Confirm the change of your ${BRAND} limit`,
      body: `You asked to ${change.description}. It takes effect on ${change.appliesAt.toISOString().replace('T', ' ').slice(0, 16)} UTC, or now if you open this link:\n{link}\n\nIf it was not you, sign in, set the limit again (that cancels the change) and change your password.`,
      links: [`${LIMIT_CONFIRM_PATH}?token=${encodeURIComponent(token)}`],
    },
    now,
  );
}
