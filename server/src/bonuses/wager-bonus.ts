import type { Queryable } from '../db/database';
import { publishToPlayer } from '../realtime/publish';
import { BONUS_COLUMNS, type BonusRow, toBonus } from './bonus-record';
import { finishBonus } from './finish-bonus';
import { projectWalletWagering } from './wallet-wagering';

/**
 * How a real bet was paid: cash first, then the bonus money of the wallet's wagered bonus (split by
 * `settle_real_round`, which also sends the win back in the bet's proportion, floor(win × bonus part / bet)).
 */
export interface BetSplit {
  cashCents: number;
  bonusCents: number;
}

/**
 * Applies a played round to the locked wagered bonus inside `tx` (after its ledger postings): its balance loses the
 * bonus part of the bet and gains the bonus share of the win, the whole bet counts towards its wagering (capped at the
 * requirement). Then it is `wager_done` when the wagering is complete (its balance up to `max_win_cents` becomes
 * cash, any excess is forfeited), `lost` when its balance is 0, else it is published on `bonuses_changes` as is.
 * Returns the updated row.
 */
export async function wagerBonus(
  tx: Queryable,
  bonus: BonusRow,
  split: BetSplit,
  winShareCents: number,
  now: Date,
): Promise<BonusRow> {
  const [updated] = await tx.query<BonusRow>(
    `update bonuses set balance_cents = balance_cents - $2 + $3,
       amount_wager_cents = least(amount_wager_requirement_cents, amount_wager_cents + $4)
     where id = $1 returning ${BONUS_COLUMNS}`,
    [bonus.id, split.bonusCents, winShareCents, split.cashCents + split.bonusCents],
  );
  if (!updated) throw new Error(`bonus ${bonus.id} vanished while being wagered`);
  if (updated.amount_wager_cents >= updated.amount_wager_requirement_cents) {
    const convertCents = Math.min(updated.balance_cents, updated.max_win_cents ?? updated.balance_cents);
    return finishBonus(tx, updated, 'wager_done', now, { reason: 'wagering_complete', convertCents });
  }
  if (updated.balance_cents === 0) return finishBonus(tx, updated, 'lost', now, { reason: 'bonus_money_spent' });
  await projectWalletWagering(tx, updated.user_id, updated.currency);
  await publishToPlayer(tx, updated.user_id, 'bonuses_changes', toBonus(updated));
  return updated;
}
