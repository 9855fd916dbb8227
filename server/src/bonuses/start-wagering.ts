import type { Queryable } from '../db/database';
import { postLedgerTransaction } from '../ledger/post';
import { assertBonusMove, BONUS_COLUMNS, type BonusRow, recordBonusTransition } from './bonus-record';
import { projectWalletWagering } from './wallet-wagering';

/**
 * Moves a locked `issued` or `wait` bonus to `handle_bets` inside `tx`: its amount moves from `house_bonuses` to the
 * player's bonus account (ledger kind `bonus_issue`), its balance becomes the amount, the wallet shows its wagering,
 * and the transition is recorded. The caller holds the wallet's ledger locks and has checked that no other bonus of
 * the wallet is wagered. Returns the updated row.
 */
export async function startWagering(tx: Queryable, row: BonusRow, now: Date, reason: string): Promise<BonusRow> {
  assertBonusMove(row, 'handle_bets');
  const [updated] = await tx.query<BonusRow>(
    `update bonuses set stage = 'handle_bets', balance_cents = amount_cents, activated_at = $2 where id = $1
     returning ${BONUS_COLUMNS}`,
    [row.id, now],
  );
  if (!updated) throw new Error(`bonus ${row.id} vanished while starting its wagering`);
  await projectWalletWagering(tx, updated.user_id, updated.currency);
  const ledgerTransactionId = await postLedgerTransaction(
    tx,
    {
      kind: 'bonus_issue',
      userId: updated.user_id,
      legs: [
        { account: { currency: updated.currency, kind: 'house_bonuses' }, amountCents: -updated.amount_cents },
        {
          account: { userId: updated.user_id, currency: updated.currency, kind: 'bonus' },
          amountCents: updated.amount_cents,
        },
      ],
    },
    now,
  );
  await recordBonusTransition(tx, updated, row.stage, now, { reason, ledgerTransactionId });
  return updated;
}
