import type { BonusCancelInfo } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { walletBalances } from '../ledger/ledger-accounts';
import { findPlayerBonus } from './player-bonuses';

/**
 * What cancelling the player's bonus `id` would leave (GET /api/player/bonuses/{id}/cancel_info): the wallet's cash
 * to withdraw, its total now, and the bonus money and winnings cancelling removes, as decimal strings of minor units.
 * 404 when the bonus is unknown or another player's.
 */
export async function bonusCancelInfo(db: Queryable, userId: number, id: number): Promise<BonusCancelInfo> {
  const bonus = await findPlayerBonus(db, userId, id);
  const { cash } = await walletBalances(db, userId, bonus.currency);
  return {
    id: bonus.id,
    total_withdrawal_amount: String(cash),
    current_balance: String(cash + bonus.balance_cents),
    cash_balance: String(cash),
    bonus_balance: String(bonus.balance_cents),
    bonus_winnings: String(Math.max(0, bonus.balance_cents - bonus.amount_cents)),
  };
}
