import { BLOCKING_LIMIT_TYPES, formatAmount } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';
import { HttpError, invalid } from '../http/http-error';
import { publishToPlayer } from '../realtime/publish';
import { LIMIT_COLUMNS, type LimitRow, reachedEvent, settleLimits, toLimit } from './limit-record';
import { periodBounds } from './periods';

/** A time as limit messages write it: `2026-03-03 00:00 UTC`. */
export function utc(date: Date): string {
  return `${date.toISOString().replace('T', ' ').slice(0, 16)} UTC`;
}

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
  await settleLimits(tx, userId, now);
  const rows = await tx.query<LimitRow>(
    `select ${LIMIT_COLUMNS} from user_limits
     where user_id = $1 and ended_at is null and status = 'active'
       and (type in ('cooling_off', 'self_exclusion') or (type = 'deposit' and currency = $2))
     order by id for update`,
    [userId, currency],
  );
  const block = rows.find((row) => BLOCKING_LIMIT_TYPES.includes(row.type));
  if (block) {
    const kind = block.type === 'cooling_off' ? 'cooling-off' : 'self-exclusion';
    throw new HttpError(422, {
      base: [`deposits are blocked by your ${kind} until ${block.disable_at ? utc(block.disable_at) : 'it ends'}`],
    });
  }
  if (rows.length === 0) return;
  const [money] = await tx.query<{ code: string; subunits_to_unit: number; fiat: boolean }>(
    'select code, subunits_to_unit, fiat from currencies where code = $1',
    [currency],
  );
  const format = (cents: number) => (money ? formatAmount(cents, money) : `${cents}`);
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
