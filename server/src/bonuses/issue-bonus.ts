import type { Queryable } from '../db/database';
import { notifyGiftIssued } from '../notifications/notify';
import { BONUS_COLUMNS, type BonusRow, recordBonusTransition } from './bonus-record';

/** A bonus to give: money of `amountCents` to wager `wagerMultiplier` times. */
export interface BonusGrant {
  userId: number;
  strategy: BonusRow['strategy'];
  title: string;
  currency: string;
  amountCents: number;
  wagerMultiplier: number;
  /** The offer it comes from (its code), if any. */
  offerId?: string | null;
  /** The deposit that earned it (a deposit bonus). */
  paymentId?: number | null;
  groupKey?: string | null;
  /** The most it can turn into cash; null or absent when uncapped. */
  maxWinCents?: number | null;
  /** Until when it may be activated; null issues it waiting for nothing (the caller activates it at once). */
  activatableUntil?: Date | null;
  /** Until when it may be wagered once started; null when it never expires. */
  validUntil?: Date | null;
  cancelable?: boolean;
}

/**
 * Issues a bonus inside `tx` at stage `issued` (no money moves yet: activation credits it), records the transition,
 * publishes it on `bonuses_changes` and stores a notification for the bell. Returns the new row.
 */
export async function issueBonus(tx: Queryable, grant: BonusGrant, now: Date): Promise<BonusRow> {
  const [row] = await tx.query<BonusRow>(
    `insert into bonuses (user_id, offer_id, payment_id, strategy, title, group_key, currency, stage, amount_cents,
       amount_wager_requirement_cents, max_win_cents, cancelable, activatable_until, valid_until, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'issued', $8, $9, $10, $11, $12, $13, $14)
     returning ${BONUS_COLUMNS}`,
    [
      grant.userId,
      grant.offerId ?? null,
      grant.paymentId ?? null,
      grant.strategy,
      grant.title,
      grant.groupKey ?? null,
      grant.currency,
      grant.amountCents,
      grant.amountCents * grant.wagerMultiplier,
      grant.maxWinCents ?? null,
      grant.cancelable ?? true,
      grant.activatableUntil ?? null,
      grant.validUntil ?? null,
      now,
    ],
  );
  if (!row) throw new Error('insert into bonuses returned no row');
  await recordBonusTransition(tx, row, null, now, { reason: `issued_${grant.strategy}` });
  await notifyGiftIssued(
    tx,
    grant.userId,
    { type: 'bonuses_changes', title: grant.title, text: 'bonus_issued', identifier: `bonus:${row.id}` },
    now,
  );
  return row;
}
