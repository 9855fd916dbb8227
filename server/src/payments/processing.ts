import type { Payment } from '@casino/sdk/contract';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { authenticationTokenHash } from './deposit';
import { PAYMENT_COLUMNS, type PaymentRow, transition } from './payment-record';
import { processCashout, processDeposit, settleCashout, settleDeposit } from './settlement';

/** Largest number of payments one processDuePayments run advances. */
export const PROCESS_BATCH = 100;

/** What a 3-D Secure page shows and where it returns: the pending deposit of a token. */
export interface AuthenticationStep {
  payment: PaymentRow;
  returnUrl: string;
}

/** The deposit waiting for the 3-D Secure step of `token`, or null (unknown, used or expired token). */
export async function findAuthenticationStep(
  db: Queryable,
  token: string,
  lock = false,
): Promise<AuthenticationStep | null> {
  const [row] = await db.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments where authentication_token_hash = $1 and state = 'pending'
     ${lock ? 'for update' : ''}`,
    [authenticationTokenHash(token)],
  );
  return row ? { payment: row, returnUrl: row.return_url ?? '/' } : null;
}

/** The return URL with the payment's id and state added as query parameters. */
export function returnUrlFor(returnUrl: string, payment: Payment, base: string): string {
  const url = new URL(returnUrl, base);
  url.searchParams.set('payment_id', String(payment.id));
  url.searchParams.set('payment_state', payment.state);
  return returnUrl.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** Ends the 3-D Secure step inside `tx`: approve → processing (and succeeded when instant), fail → declined. 404 when the token is unknown or used. */
export async function completeAuthentication(
  tx: Queryable,
  token: string,
  outcome: 'approve' | 'fail',
  now: Date,
): Promise<AuthenticationStep> {
  const step = await findAuthenticationStep(tx, token, true);
  if (!step || (step.payment.due_at !== null && step.payment.due_at <= now)) {
    throw new HttpError(404, { base: ['this authentication step is over or does not exist'] });
  }
  const payment =
    outcome === 'approve'
      ? await processDeposit(tx, step.payment, now)
      : await transition(tx, step.payment, 'declined', now, { reason: 'authentication_failed' });
  return { payment, returnUrl: step.returnUrl };
}

async function advance(tx: Queryable, row: PaymentRow, now: Date): Promise<void> {
  if (row.action === 'deposit') {
    if (row.state === 'pending') await transition(tx, row, 'canceled', now, { reason: 'authentication_timeout' });
    else if (row.state === 'processing') await settleDeposit(tx, row, now);
    return;
  }
  if (row.state === 'pending') await processCashout(tx, row, now);
  else if (row.state === 'processing') await settleCashout(tx, row, now);
}

/**
 * Advances every payment whose time has come at `now`, each in its own transaction: a 3-D Secure step left too long
 * is canceled, a processing deposit settles, a reviewed cashout starts processing, a processing cashout is paid out or
 * rejected. Rows another process is working on are skipped. Returns how many payments moved.
 */
export async function processDuePayments(db: Database, now: Date): Promise<number> {
  const due = await db.query<{ id: number }>(
    `select id from payments where due_at <= $1 order by due_at, id limit $2`,
    [now, PROCESS_BATCH],
  );
  let moved = 0;
  for (const { id } of due) {
    moved += await db.transaction(async (tx) => {
      const [row] = await tx.query<PaymentRow>(
        `select ${PAYMENT_COLUMNS} from payments where id = $1 and due_at <= $2 for update skip locked`,
        [id, now],
      );
      if (!row) return 0;
      await advance(tx, row, now);
      return 1;
    });
  }
  return moved;
}
