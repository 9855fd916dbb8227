import type { Freespin } from '@casino/sdk/contract';
import { activateBonus } from '../bonuses/activate-bonus';
import { issueBonus } from '../bonuses/issue-bonus';
import type { Queryable } from '../db/database';
import { postLedgerTransaction } from '../ledger/post';
import type { FreespinRow } from './freespin-record';
import { moveFreespin } from './move-freespin';

/**
 * Finishes a locked `activated` record whose last spin was played, inside `tx`, and pays its winnings: none, nothing
 * moves; without wagering (`wager_multiplier` 0) they move from `house_games` to the player's cash (ledger kind
 * `freespin_win`); otherwise they become a bonus of strategy `freespins` ("<title> winnings", wagered
 * `wager_multiplier` times) that is activated at once and noted in `bonus_id`. Publishes the finished record.
 */
export async function finishFreespins(
  tx: Queryable,
  row: FreespinRow,
  now: Date,
): Promise<{ row: FreespinRow; freespin: Freespin }> {
  const { user_id: userId, currency, win_cents: winCents } = row;
  if (winCents > 0 && row.wager_multiplier === 0) {
    await postLedgerTransaction(
      tx,
      {
        kind: 'freespin_win',
        userId,
        legs: [
          { account: { currency, kind: 'house_games' }, amountCents: -winCents },
          { account: { userId, currency, kind: 'cash' }, amountCents: winCents },
        ],
      },
      now,
    );
  } else if (winCents > 0) {
    const bonus = await issueBonus(
      tx,
      {
        userId,
        strategy: 'freespins',
        title: `${row.title} winnings`,
        currency,
        amountCents: winCents,
        wagerMultiplier: row.wager_multiplier,
        offerId: row.offer_id,
        groupKey: row.group_key,
      },
      now,
    );
    await activateBonus(tx, bonus, now);
    await tx.query('update freespins set bonus_id = $2 where id = $1', [row.id, bonus.id]);
  }
  return moveFreespin(tx, row, 'finished', now);
}
