import type { Payment, PaymentAction, PaymentChange } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { walletBalances } from '../ledger/ledger-accounts';
import { publishToPlayer } from '../realtime/publish';

/** Every state of a payment row; `created` lives only inside the transaction that inserts it. */
export type PaymentRowState = Payment['state'] | 'created';

/** States after which nothing happens to a payment any more. */
export const FINAL_STATES: readonly PaymentRowState[] = ['succeeded', 'declined', 'rejected', 'recalled', 'canceled'];

/** A `payments` row. */
export interface PaymentRow {
  id: number;
  user_id: number;
  action: PaymentAction;
  method_id: string;
  payment_system: string;
  brand: string;
  currency: string;
  amount_cents: number;
  fee_cents: number;
  state: PaymentRowState;
  instrument: string | null;
  authentication_token_hash: string | null;
  return_url: string | null;
  cancellation_reason: string | null;
  due_at: Date | null;
  created_at: Date;
  finished_at: Date | null;
  system_name: string;
}

/** Columns of {@link PaymentRow}, for `select`. */
export const PAYMENT_COLUMNS = `id, user_id, action, method_id, payment_system, brand, currency, amount_cents, fee_cents,
  state, instrument, authentication_token_hash, return_url, cancellation_reason, due_at, created_at, finished_at,
  case payment_system when 'card' then 'Sandbox Cards' when 'bank_transfer' then 'Sandbox Bank'
    else 'Sandbox Chain' end as system_name`;

/** The payment row `id` locked for an update, or null. */
export async function lockPayment(tx: Queryable, id: number): Promise<PaymentRow | null> {
  const [row] = await tx.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from payments where id = $1 for update`, [id]);
  return row ?? null;
}

/** Path of the sandbox's 3-D Secure page of a deposit (the token is the secret in its URL). */
export function authenticationPath(token: string): string {
  return `/sandbox/3ds/${token}`;
}

/** A payment row in the shape of the API; `redirectUrl` is given only in the answer that creates the 3-D Secure step. */
export function toPayment(row: PaymentRow, redirectUrl: string | null = null): Payment {
  if (row.state === 'created') throw new Error(`payment ${row.id} is still being created`);
  return {
    id: row.id,
    amount_cents: row.amount_cents,
    fee_cents: row.fee_cents,
    currency: row.currency,
    action: row.action,
    payment_system: row.payment_system,
    system_name: row.system_name,
    brand: row.brand,
    recallable: row.action === 'cashout' && row.state === 'pending',
    success: row.state === 'succeeded',
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    state: row.state,
    cancellation_reason: row.cancellation_reason,
    redirect_url: redirectUrl,
  };
}

function toChange(payment: Payment): PaymentChange {
  return {
    id: payment.id,
    amount_cents: payment.amount_cents,
    currency: payment.currency,
    action: payment.action,
    payment_system: payment.payment_system,
    recallable: payment.recallable,
    created_at: payment.created_at,
    finished_at: payment.finished_at,
    success: payment.success,
    state: payment.state,
  };
}

/** What a transition changes besides the state. */
export interface TransitionOptions {
  reason?: string | null;
  /** When processDuePayments should act next; null when nothing is due. */
  dueAt?: Date | null;
}

/**
 * Moves a payment to `to` inside `tx`: records the transition, sets `finished_at` on a final state, and publishes the
 * new state on the player's `payments_changes` channel. It first locks the wallet's ledger accounts, so that every
 * payment transaction takes its locks in one order (payment row, ledger accounts, realtime stream) and never deadlocks
 * with a posting. Returns the updated row.
 */
export async function transition(
  tx: Queryable,
  row: PaymentRow,
  to: Exclude<PaymentRowState, 'created'>,
  now: Date,
  options: TransitionOptions = {},
): Promise<PaymentRow> {
  await walletBalances(tx, row.user_id, row.currency, true);
  const final = FINAL_STATES.includes(to);
  const [updated] = await tx.query<PaymentRow>(
    `update payments set state = $2, updated_at = $3, finished_at = $4, due_at = $5,
       cancellation_reason = coalesce($6, cancellation_reason),
       authentication_token_hash = case when $2 = 'pending' then authentication_token_hash end
     where id = $1 returning ${PAYMENT_COLUMNS}`,
    [row.id, to, now, final ? now : null, final ? null : (options.dueAt ?? null), options.reason ?? null],
  );
  if (!updated) throw new Error(`payment ${row.id} vanished during a transition`);
  await tx.query(
    'insert into payment_transitions (payment_id, from_state, to_state, reason, at) values ($1, $2, $3, $4, $5)',
    [row.id, row.state, to, options.reason ?? null, now],
  );
  await publishToPlayer(tx, row.user_id, 'payments_changes', toChange(toPayment(updated)));
  return updated;
}
