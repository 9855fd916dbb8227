import type { Queryable } from '../db/database';
import { PAYMENT_COLUMNS, type PaymentRow, transition } from '../payments/payment-record';
import { succeedDeposit } from '../payments/settlement';

/**
 * A card deposit that succeeded at `at`, through the deposit's own code (ledger, bonus, lottery tickets, daily
 * totals): the seeds' way to give players real deposits in the past.
 */
export async function seedDeposit(tx: Queryable, userId: number, currency: string, amountCents: number, at: Date) {
  const [created] = await tx.query<PaymentRow>(
    `insert into payments (user_id, action, method_id, payment_system, brand, currency, amount_cents, state,
       instrument, created_at, updated_at)
     values ($1, 'deposit', 'card', 'card', 'visa', $2, $3, 'created', '424242******4242', $4, $4)
     returning ${PAYMENT_COLUMNS}`,
    [userId, currency, amountCents, at],
  );
  if (!created) throw new Error('insert into payments returned no row');
  await tx.query(`insert into payment_transitions (payment_id, to_state, at) values ($1, 'created', $2)`, [
    created.id,
    at,
  ]);
  await succeedDeposit(tx, await transition(tx, created, 'processing', at), at);
}
