import type { CashoutRequest, Payment } from '@casino/sdk/contract';
import { maskCardNumber } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';
import { fieldChecks } from '../http/field-checks';
import { HttpError, invalid } from '../http/http-error';
import { walletBalances } from '../ledger/ledger-accounts';
import { postLedgerTransaction } from '../ledger/post';
import { addGroups } from '../players/groups';
import { GROUP } from '../seed/groups';
import { checkCard } from './deposit';
import { CASHOUT_REVIEW_SECONDS, CRYPTO_ADDRESS_PATTERNS, feeCents, type SandboxMethod } from './methods';
import { checkAmount, methodFor, requirePlayerFields, requireWallet } from './payment-checks';
import { lockPayment, PAYMENT_COLUMNS, type PaymentRow, toPayment, transition } from './payment-record';
import { releaseCashout } from './settlement';

/** Message of the balance check (core.md §5). */
export const NOT_ENOUGH_MONEY = 'not enough money';

/** True for an IBAN whose ISO 13616 mod-97 check holds. */
export function ibanValid(value: string): boolean {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Checks the payout details of a method and answers how the payment stores them (masked card, IBAN, address). */
async function payoutInstrument(
  tx: Queryable,
  userId: number,
  method: SandboxMethod,
  fields: Readonly<Record<string, string>>,
  now: Date,
): Promise<{ instrument: string; brand: string }> {
  if (method.system === 'card') {
    const card = checkCard(fields, now, false);
    return { instrument: maskCardNumber(card.digits), brand: card.brand };
  }
  if (method.system === 'bank_transfer') {
    const iban = (fields.iban ?? '').replace(/\s/g, '').toUpperCase();
    const errors: Record<string, string[]> = {};
    if (!ibanValid(iban)) errors['fields.iban'] = ['is not a valid IBAN'];
    if (!fields.account_holder?.trim()) errors['fields.account_holder'] = ["can't be blank"];
    if (Object.keys(errors).length > 0) throw new HttpError(422, errors);
    // core.md §5: a Lithuanian IBAN puts the player in group 1101
    if (iban.startsWith('LT')) await addGroups(tx, userId, [GROUP.lithuanianIban], now);
    return { instrument: iban, brand: method.brand };
  }
  const address = (fields.address ?? '').trim();
  if (!CRYPTO_ADDRESS_PATTERNS[method.currency]?.test(address)) {
    throw invalid('fields.address', `is not a valid ${method.title} address`);
  }
  return { instrument: address, brand: method.brand };
}

/**
 * Creates a cashout inside `tx`: checks it, moves the amount from cash to reserved at once (422 "not enough money"
 * when the cash part is short; bonus money cannot be withdrawn) and leaves it pending, recallable, for the review
 * window; processDuePayments then processes it.
 */
export async function createCashout(
  tx: Queryable,
  userId: number,
  request: CashoutRequest['payment'],
  now: Date,
): Promise<Payment> {
  const { method, terms } = await methodFor(tx, request.currency, request.method_id, 'cashout');
  await requireWallet(tx, userId, request.currency);
  const checks = fieldChecks();
  await checks.check(() => checkAmount(tx, request.currency, request.amount_cents, terms));
  const payout = await checks.check(() => payoutInstrument(tx, userId, method, request.fields ?? {}, now));
  checks.refuseIfAny();
  if (!payout) throw new Error('a payout instrument passed its checks without a value');
  const { instrument, brand } = payout;
  await requirePlayerFields(tx, userId, method.system, 'cashout');
  const balances = await walletBalances(tx, userId, request.currency, true);
  if (balances.cash < request.amount_cents) throw invalid('amount_cents', NOT_ENOUGH_MONEY);

  const [created] = await tx.query<PaymentRow>(
    `insert into payments (user_id, action, method_id, payment_system, brand, currency, amount_cents, fee_cents, state,
       instrument, created_at, updated_at)
     values ($1, 'cashout', $2, $3, $4, $5, $6, $7, 'created', $8, $9, $9)
     returning ${PAYMENT_COLUMNS}`,
    [
      userId,
      method.id,
      method.system,
      brand,
      request.currency,
      request.amount_cents,
      feeCents(terms, request.amount_cents),
      instrument,
      now,
    ],
  );
  if (!created) throw new Error('insert into payments returned no row');
  await tx.query(`insert into payment_transitions (payment_id, to_state, at) values ($1, 'created', $2)`, [
    created.id,
    now,
  ]);
  await postLedgerTransaction(
    tx,
    {
      kind: 'cashout_reserve',
      userId,
      paymentId: created.id,
      legs: [
        { account: { userId, currency: request.currency, kind: 'cash' }, amountCents: -request.amount_cents },
        { account: { userId, currency: request.currency, kind: 'reserved' }, amountCents: request.amount_cents },
      ],
    },
    now,
  );
  const pending = await transition(tx, created, 'pending', now, {
    dueAt: new Date(now.getTime() + CASHOUT_REVIEW_SECONDS * 1000),
  });
  return toPayment(pending);
}

/** Recalls the player's pending cashout `id` inside `tx`: reserved → cash, state recalled. 404 / 422 otherwise. */
export async function recallCashout(tx: Queryable, userId: number, id: number, now: Date): Promise<Payment> {
  const row = await lockPayment(tx, id);
  if (!row || row.user_id !== userId) throw new HttpError(404, { base: ['payment not found'] });
  if (row.action !== 'cashout' || row.state !== 'pending') {
    throw invalid('base', `only a pending withdrawal can be recalled; this payment is ${row.state}`);
  }
  return toPayment(await releaseCashout(tx, row, 'recalled', 'recalled_by_player', now));
}
