import type { FraudCheckResult } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { FRAUD_BLOCKED_CARD } from './sandbox-rules';

/** Declined deposits in {@link VELOCITY_WINDOW_MS} after which the fraud check declines every further one. */
export const VELOCITY_DECLINES = 5;
/** Window of the velocity rule. Defaults to 10 minutes. */
export const VELOCITY_WINDOW_MS = 10 * 60 * 1000;

/** What the fraud check looks at (core.md §7). The card arrives masked to its first 6 and last 4 digits. */
export interface FraudCheckInput {
  userId: number;
  email: string;
  maskedCard: string | null;
  type: 'transaction' | 'payout';
}

/**
 * The sandbox's fraud check. It declines: the blocked test card (4100 0000 0000 0019); an email that is not the
 * player's own; a deposit after {@link VELOCITY_DECLINES} declined deposits within 10 minutes.
 */
export async function checkFraud(tx: Queryable, input: FraudCheckInput, now: Date): Promise<FraudCheckResult> {
  const reasons: string[] = [];
  if (input.maskedCard === FRAUD_BLOCKED_CARD) reasons.push('card_blocked');
  const [player] = await tx.query<{ email: string }>('select email from users where id = $1', [input.userId]);
  if (!player || player.email.toLowerCase() !== input.email.trim().toLowerCase()) reasons.push('email_mismatch');
  if (input.type === 'transaction') {
    const [recent] = await tx.query<{ declines: number }>(
      `select count(*)::int as declines from payments
       where user_id = $1 and action = 'deposit' and state = 'declined' and finished_at > $2`,
      [input.userId, new Date(now.getTime() - VELOCITY_WINDOW_MS)],
    );
    if ((recent?.declines ?? 0) >= VELOCITY_DECLINES) reasons.push('too_many_declines');
  }
  return { decision: reasons.length === 0 ? 'approve' : 'decline', reasons };
}
