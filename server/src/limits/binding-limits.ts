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
 * The player's active limits that bind an action in `currency`, settled first (when anything is due: the
 * conditions of `settleLimits`) and locked until commit (so that concurrent actions are counted one after the
 * other). A cooling-off or self-exclusion among them refuses the action: 422 on `base`, "<action> are blocked by
 * your cooling-off until …".
 */
export async function lockBindingLimits(
  tx: Queryable,
  userId: number,
  currency: string,
  types: BindingTypes,
  action: 'deposits' | 'play',
  now: Date,
): Promise<LimitRow[]> {
  // most actions find nothing due: then the limits are read in the statement that tells, else settled and read again
  const lock = () =>
    tx.query<LimitRow & { due: boolean }>(
      `select d.due, l.* from (
         select exists (
           select 1 from user_limits where user_id = $1 and ended_at is null
             and (disable_at <= $5 or (status = 'pending' and confirm_until <= $5))) as due
       ) d
       left join lateral (
         select ${LIMIT_COLUMNS} from user_limits
         where user_id = $1 and ended_at is null and status = 'active'
           and (type = any($3::text[]) or (type = any($4::text[]) and currency = $2))
         order by id for update
       ) l on true
       order by l.id`,
      [userId, currency, [...BLOCKING_LIMIT_TYPES, ...types.anyCurrency], types.ofCurrency, now],
    );
  let locked = await lock();
  if (locked[0]?.due) {
    await settleLimits(tx, userId, now);
    locked = await lock();
  }
  const rows: LimitRow[] = locked.filter((row) => row.id !== null).map(({ due: _due, ...row }) => row);
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
