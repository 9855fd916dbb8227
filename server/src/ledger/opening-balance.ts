import type { Queryable } from '../db/database';
import { type LedgerLeg, postLedgerTransaction } from './post';

/** Cash and bonus money a wallet starts with. */
export interface OpeningAmounts {
  currency: string;
  cashCents: number;
  bonusCents: number;
}

/** Posts a wallet's opening cash and bonus from the house adjustments account (the seed's demo balances). */
export async function postOpeningBalance(
  tx: Queryable,
  userId: number,
  opening: OpeningAmounts,
  now: Date,
): Promise<void> {
  const { currency, cashCents, bonusCents } = opening;
  if (cashCents + bonusCents === 0) return;
  const legs: LedgerLeg[] = [
    { account: { currency, kind: 'house_adjustments' }, amountCents: -(cashCents + bonusCents) },
  ];
  if (cashCents > 0) legs.push({ account: { userId, currency, kind: 'cash' }, amountCents: cashCents });
  if (bonusCents > 0) legs.push({ account: { userId, currency, kind: 'bonus' }, amountCents: bonusCents });
  await postLedgerTransaction(tx, { kind: 'opening_balance', userId, legs }, now);
}
