import { amountFormatter } from '../currencies/find-currency';
import type { Queryable } from '../db/database';
import { invalid } from '../http/http-error';
import { publishToPlayer } from '../realtime/publish';
import { lockBindingLimits, utc } from './binding-limits';
import { reachedEvent, toLimit } from './limit-record';
import { periodBounds } from './periods';

/** Deposits are bound by the deposit limits of their currency (and by cooling-off and self-exclusion). */
const DEPOSIT_LIMITS = { anyCurrency: [], ofCurrency: ['deposit'] } as const;

/**
 * The limits check of a deposit, inside its transaction before the payment row is written (docs/payments.md, hook for
 * limits): a cooling-off or self-exclusion refuses every deposit (422 on `base`), and a deposit over what a deposit
 * limit of its currency leaves in the period is refused (422 on `amount_cents`); the caller rolls everything back.
 * The player's limit rows stay locked until commit, so concurrent deposits are counted one after the other. A
 * deposit that uses a limit up announces it on `game_limits`.
 */
export async function checkDepositLimits(
  tx: Queryable,
  userId: number,
  currency: string,
  amountCents: number,
  now: Date,
): Promise<void> {
  const rows = await lockBindingLimits(tx, userId, currency, DEPOSIT_LIMITS, 'deposits', now);
  if (rows.length === 0) return;
  const format = await amountFormatter(tx, currency);
  for (const row of rows) {
    const limit = await toLimit(tx, row, now);
    const account = limit.accounts[0];
    if (!account || !row.period) continue;
    const left = Math.max(0, account.amount_cents - account.current_value_amount_cents);
    if (amountCents > left) {
      throw invalid(
        'amount_cents',
        `is over your ${row.period} deposit limit of ${format(account.amount_cents)}: ${format(left)} left until ${utc(periodBounds(row.period, now).end)}`,
      );
    }
    if (amountCents === left) {
      await publishToPlayer(
        tx,
        userId,
        'game_limits',
        reachedEvent({ ...limit, accounts: [{ ...account, current_value_amount_cents: account.amount_cents }] }),
      );
    }
  }
}
