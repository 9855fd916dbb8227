import type { Queryable } from '../db/database';
import { type LedgerLeg, postLedgerTransaction } from '../ledger/post';
import { issueDepositTickets } from '../lotteries/deposit-tickets';
import { applyDepositBonus } from '../offers/apply-deposit-bonus';
import { addDailyDeposit } from '../players/daily-totals';
import { findSandboxMethod } from './methods';
import { type PaymentRow, transition } from './payment-record';
import { amountDeclines, cashoutRejection } from './sandbox-rules';

function termsOf(row: PaymentRow) {
  const terms = findSandboxMethod(row.currency, row.method_id)?.[row.action];
  if (!terms) throw new Error(`payment ${row.id} names method ${row.method_id} that ${row.currency} no longer has`);
  return terms;
}

/**
 * Credits a deposit: provider → player cash (less the fee, which goes to the house), marks it succeeded, gives its
 * deposit bonus (applyDepositBonus), the lottery tickets it earns (issueDepositTickets) and adds it to the player's
 * daily totals (VIP progress and adventure days).
 */
export async function succeedDeposit(tx: Queryable, row: PaymentRow, now: Date): Promise<PaymentRow> {
  const { user_id: userId, currency } = row;
  const legs: LedgerLeg[] = [
    { account: { currency, kind: 'house_payments' }, amountCents: -row.amount_cents },
    { account: { userId, currency, kind: 'cash' }, amountCents: row.amount_cents - row.fee_cents },
  ];
  if (row.fee_cents > 0) legs.push({ account: { currency, kind: 'house_fees' }, amountCents: row.fee_cents });
  await postLedgerTransaction(tx, { kind: 'deposit', userId, paymentId: row.id, legs }, now);
  const succeeded = await transition(tx, row, 'succeeded', now);
  await applyDepositBonus(tx, succeeded, now);
  await issueDepositTickets(tx, succeeded, now);
  await addDailyDeposit(tx, { userId, currency, amountCents: row.amount_cents }, now);
  return succeeded;
}

/** Moves a deposit to processing; an instant method settles at once, a slower one when processDuePayments comes. */
export async function processDeposit(tx: Queryable, row: PaymentRow, now: Date): Promise<PaymentRow> {
  const seconds = termsOf(row).processingSeconds;
  const processing = await transition(tx, row, 'processing', now, { dueAt: new Date(now.getTime() + seconds * 1000) });
  return seconds === 0 ? settleDeposit(tx, processing, now) : processing;
}

/** The provider's answer to a processing deposit: the bank declines amounts ending in 13, else it succeeds. */
export async function settleDeposit(tx: Queryable, row: PaymentRow, now: Date): Promise<PaymentRow> {
  if (row.payment_system !== 'card' && amountDeclines(row.amount_cents)) {
    return transition(tx, row, 'declined', now, { reason: 'do_not_honour' });
  }
  return succeedDeposit(tx, row, now);
}

/** Moves a reviewed cashout to processing; an instant method settles at once. */
export async function processCashout(tx: Queryable, row: PaymentRow, now: Date): Promise<PaymentRow> {
  const seconds = termsOf(row).processingSeconds;
  const processing = await transition(tx, row, 'processing', now, { dueAt: new Date(now.getTime() + seconds * 1000) });
  return seconds === 0 ? settleCashout(tx, processing, now) : processing;
}

/** Gives reserved money back to cash and ends the cashout as `to` (rejected by the provider or recalled by the player). */
export async function releaseCashout(
  tx: Queryable,
  row: PaymentRow,
  to: 'rejected' | 'recalled',
  reason: string,
  now: Date,
): Promise<PaymentRow> {
  const { user_id: userId, currency } = row;
  await postLedgerTransaction(
    tx,
    {
      kind: 'cashout_release',
      userId,
      paymentId: row.id,
      legs: [
        { account: { userId, currency, kind: 'reserved' }, amountCents: -row.amount_cents },
        { account: { userId, currency, kind: 'cash' }, amountCents: row.amount_cents },
      ],
    },
    now,
  );
  return transition(tx, row, to, now, { reason });
}

/** The provider's answer to a processing cashout: paid out (reserved → provider and fee) or rejected (reserved → cash). */
export async function settleCashout(tx: Queryable, row: PaymentRow, now: Date): Promise<PaymentRow> {
  const rejection = cashoutRejection(row.instrument, row.amount_cents);
  if (rejection) return releaseCashout(tx, row, 'rejected', rejection, now);
  const { user_id: userId, currency } = row;
  const legs: LedgerLeg[] = [
    { account: { userId, currency, kind: 'reserved' }, amountCents: -row.amount_cents },
    { account: { currency, kind: 'house_payments' }, amountCents: row.amount_cents - row.fee_cents },
  ];
  if (row.fee_cents > 0) legs.push({ account: { currency, kind: 'house_fees' }, amountCents: row.fee_cents });
  await postLedgerTransaction(tx, { kind: 'cashout_payout', userId, paymentId: row.id, legs }, now);
  return transition(tx, row, 'succeeded', now);
}
