import { BLOCKING_LIMIT_TYPES } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { LIMIT_COLUMNS, type LimitRow, settleLimits } from './limit-record';

/** A time as limit messages write it: `2026-03-03 00:00 UTC`. */
export function utc(date: Date): string {
  return `${date.toISOString().replace('T', ' ').slice(0, 16)} UTC`;
}

/** Which limits bind an action besides cooling-off and self-exclusion: types of every currency, and types of its currency. */
export interface BindingTypes {
  anyCurrency: readonly string[];
  ofCurrency: readonly string[];
}

/**
 * The player's active limits that bind an action in `currency`, settled first and locked until commit (so that
 * concurrent actions are counted one after the other). A cooling-off or self-exclusion among them refuses the action:
 * 422 on `base`, "<action> are blocked by your cooling-off until …".
 */
export async function lockBindingLimits(
  tx: Queryable,
  userId: number,
  currency: string,
  types: BindingTypes,
  action: 'deposits' | 'play',
  now: Date,
): Promise<LimitRow[]> {
  await settleLimits(tx, userId, now);
  const rows = await tx.query<LimitRow>(
    `select ${LIMIT_COLUMNS} from user_limits
     where user_id = $1 and ended_at is null and status = 'active'
       and (type = any($3::text[]) or (type = any($4::text[]) and currency = $2))
     order by id for update`,
    [userId, currency, [...BLOCKING_LIMIT_TYPES, ...types.anyCurrency], types.ofCurrency],
  );
  const block = rows.find((row) => BLOCKING_LIMIT_TYPES.includes(row.type));
  if (block) {
    const kind = block.type === 'cooling_off' ? 'cooling-off' : 'self-exclusion';
    const verb = action === 'deposits' ? 'are' : 'is';
    throw new HttpError(422, {
      base: [`${action} ${verb} blocked by your ${kind} until ${block.disable_at ? utc(block.disable_at) : 'it ends'}`],
    });
  }
  return rows;
}
