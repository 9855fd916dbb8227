import type { Queryable } from '../db/database';
import { walletBalances } from '../ledger/ledger-accounts';
import { postLedgerTransaction } from '../ledger/post';
import { assertBonusMove, BONUS_COLUMNS, type BonusRow, recordBonusTransition } from './bonus-record';
import { promoteWaitingBonus } from './promote-waiting-bonus';
import { projectWalletWagering } from './wallet-wagering';

/** The stages a bonus finishes in. */
export type FinishedBonusStage = 'wager_done' | 'lost' | 'canceled' | 'expired';

/** Options of {@link finishBonus}. */
export interface FinishOptions {
  /** Why, stored with the transition. */
  reason: string;
  /** Bonus money that becomes cash (ledger kind `bonus_convert`); the rest of the balance is forfeited. Defaults to 0. */
  convertCents?: number;
}

/**
 * Finishes a locked bonus inside `tx`: of its bonus money, `convertCents` moves to the player's cash (`bonus_convert`)
 * and the rest back to `house_bonuses` (`bonus_forfeit`); its balance becomes 0, the transition is recorded and, when
 * it was the wallet's wagered bonus, the wallet's wagering is updated and the oldest waiting bonus promoted. Takes the
 * wallet's ledger locks after the bonus row's. Returns the updated row.
 */
export async function finishBonus(
  tx: Queryable,
  row: BonusRow,
  stage: FinishedBonusStage,
  now: Date,
  options: FinishOptions,
): Promise<BonusRow> {
  assertBonusMove(row, stage);
  const wagered = row.stage === 'handle_bets';
  if (wagered) await walletBalances(tx, row.user_id, row.currency, true);
  const [updated] = await tx.query<BonusRow>(
    `update bonuses set stage = $2, balance_cents = 0, finished_at = $3 where id = $1 returning ${BONUS_COLUMNS}`,
    [row.id, stage, now],
  );
  if (!updated) throw new Error(`bonus ${row.id} vanished while finishing`);
  if (wagered) await projectWalletWagering(tx, row.user_id, row.currency);
  const convertCents = Math.min(options.convertCents ?? 0, row.balance_cents);
  const forfeitCents = row.balance_cents - convertCents;
  const bonusAccount = { userId: row.user_id, currency: row.currency, kind: 'bonus' } as const;
  let ledgerTransactionId: number | null = null;
  if (convertCents > 0) {
    ledgerTransactionId = await postLedgerTransaction(
      tx,
      {
        kind: 'bonus_convert',
        userId: row.user_id,
        legs: [
          { account: bonusAccount, amountCents: -convertCents },
          { account: { userId: row.user_id, currency: row.currency, kind: 'cash' }, amountCents: convertCents },
        ],
      },
      now,
    );
  }
  if (forfeitCents > 0) {
    const forfeitId = await postLedgerTransaction(
      tx,
      {
        kind: 'bonus_forfeit',
        userId: row.user_id,
        legs: [
          { account: bonusAccount, amountCents: -forfeitCents },
          { account: { currency: row.currency, kind: 'house_bonuses' }, amountCents: forfeitCents },
        ],
      },
      now,
    );
    ledgerTransactionId ??= forfeitId;
  }
  await recordBonusTransition(tx, updated, row.stage, now, { reason: options.reason, ledgerTransactionId });
  if (wagered) await promoteWaitingBonus(tx, row.user_id, row.currency, now);
  return updated;
}
