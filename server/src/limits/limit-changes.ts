import type { Limit, LimitPeriod, LimitRequest } from '@casino/sdk/contract';
import { LimitType, SERVER_MESSAGES } from '@casino/sdk/contract';
import {
  AMOUNT_LIMIT_TYPES,
  BLOCKING_LIMIT_TYPES,
  isActiveLimitReached,
  MAX_SESSION_MINUTES,
  VALIDATION_MESSAGES,
} from '@casino/sdk/rules';
import { hashToken } from '../auth/secret-token';
import { findCurrency } from '../currencies/find-currency';
import type { Queryable } from '../db/database';
import { type FieldMessages, HttpError, invalid } from '../http/http-error';
import { publishToPlayer } from '../realtime/publish';
import { type LimitChange, sendLimitConfirmationEmail } from './limit-emails';
import { LIMIT_COLUMNS, type LimitRow, listLimits, reachedEvent, settleLimits, toLimit } from './limit-record';
import { CHANGE_DELAY_MS, COOLING_OFF_MS, SELF_EXCLUSION_MS } from './periods';

/** A checked request: the slot it names and its value (amount or minutes; the end time for blocking types). */
interface LimitSlot {
  type: LimitRequest['type'];
  period: LimitPeriod | null;
  currency: string | null;
  amountCents: number | null;
  sessionMinutes: number | null;
}

/**
 * The field rules of a limit request as sent, by its type (none when the type itself is not one): the period, the
 * one account of an amount limit and the minutes of a session limit, each present exactly when the type needs it.
 */
export function limitRequestErrors(fields: Readonly<Record<string, unknown>>): FieldMessages {
  const typed = LimitType.safeParse(fields.type);
  if (!typed.success) return {};
  const type = typed.data;
  const errors: FieldMessages = {};
  const period = fields.period ?? null;
  if (type === 'self_exclusion') {
    if (period !== null) errors.period = ['must be empty: a self-exclusion lasts 180 days'];
  } else if (period === null) {
    errors.period = [VALIDATION_MESSAGES.required];
  }
  const accounts: readonly unknown[] = Array.isArray(fields.accounts) ? fields.accounts : [];
  const account: unknown = accounts[0];
  if (AMOUNT_LIMIT_TYPES.includes(type)) {
    const amount =
      typeof account === 'object' && account !== null ? (account as Record<string, unknown>).amount_cents : null;
    if (account === undefined) errors.accounts = ['must name one currency and its amount'];
    else if (typeof amount === 'number' && (amount <= 0 || !Number.isSafeInteger(amount))) {
      errors['accounts.0.amount_cents'] = ['must be a whole number of minor units above 0'];
    }
  } else if (accounts.length > 0) {
    errors.accounts = [`must be empty for a ${type} limit`];
  }
  const minutes = fields.session_minutes ?? null;
  if (type === 'session') {
    if (minutes === null || (typeof minutes === 'number' && (minutes < 1 || minutes > MAX_SESSION_MINUTES))) {
      errors.session_minutes = [`must be a whole number of minutes from 1 to ${MAX_SESSION_MINUTES}`];
    }
  } else if (minutes !== null) {
    errors.session_minutes = ['must be empty unless the limit is a session limit'];
  }
  return errors;
}

async function checkRequest(tx: Queryable, request: LimitRequest): Promise<LimitSlot> {
  const errors = limitRequestErrors(request);
  const period = request.period ?? null;
  const account = request.accounts?.[0];
  const minutes = request.session_minutes ?? null;
  if (account && AMOUNT_LIMIT_TYPES.includes(request.type) && !(await findCurrency(tx, account.currency))) {
    errors['accounts.0.currency'] = [SERVER_MESSAGES.not_in_list];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, errors);
  return {
    type: request.type,
    period,
    currency: account && AMOUNT_LIMIT_TYPES.includes(request.type) ? account.currency : null,
    amountCents: account && AMOUNT_LIMIT_TYPES.includes(request.type) ? account.amount_cents : null,
    sessionMinutes: request.type === 'session' ? minutes : null,
  };
}

/** The player's rows of a slot that are in force or pending, locked; a cooling-off of any period is one slot. */
async function slotRows(tx: Queryable, userId: number, slot: LimitSlot): Promise<LimitRow[]> {
  return tx.query<LimitRow>(
    `select ${LIMIT_COLUMNS} from user_limits
     where user_id = $1 and type = $2 and currency is not distinct from $4
       and (period is not distinct from $3 or type in ('cooling_off', 'self_exclusion'))
       and ended_at is null
     order by id for update`,
    [userId, slot.type, slot.period, slot.currency],
  );
}

async function endLimit(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query('update user_limits set ended_at = $2 where id = $1 and ended_at is null', [id, now]);
}

async function insertLimit(
  tx: Queryable,
  userId: number,
  slot: LimitSlot,
  extra: { status: 'active' | 'pending'; replacesId?: number; confirmUntil?: Date; disableAt?: Date },
  now: Date,
): Promise<LimitRow> {
  const [row] = await tx.query<LimitRow>(
    `insert into user_limits (user_id, type, period, currency, amount_cents, session_minutes, status, replaces_id,
       confirm_until, disable_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     returning ${LIMIT_COLUMNS}`,
    [
      userId,
      slot.type,
      slot.period,
      slot.currency,
      slot.amountCents,
      slot.sessionMinutes,
      extra.status,
      extra.replacesId ?? null,
      extra.confirmUntil ?? null,
      extra.disableAt ?? null,
      now,
    ],
  );
  if (!row) throw new Error('insert into user_limits returned no row');
  return row;
}

/** Publishes `game_limits` when a limit in force is reached. */
async function announceIfReached(tx: Queryable, userId: number, limit: Limit): Promise<void> {
  if (isActiveLimitReached(limit)) await publishToPlayer(tx, userId, 'game_limits', reachedEvent(limit));
}

function describe(slot: Pick<LimitSlot, 'type' | 'period'>): string {
  return `${slot.period ?? ''} ${slot.type.replace('_', ' ')} limit`.trim();
}

/**
 * Sets a limit (POST /api/user_limits): adding or lowering takes effect at once; raising waits as a pending limit
 * for its emailed confirmation or 24 hours; setting the value in force again cancels a pending raise or removal. A
 * cooling-off or self-exclusion starts at once and can only be extended.
 */
export async function setLimit(tx: Queryable, userId: number, request: LimitRequest, now: Date): Promise<Limit[]> {
  const slot = await checkRequest(tx, request);
  await settleLimits(tx, userId, now);
  const rows = await slotRows(tx, userId, slot);
  const active = rows.find((row) => row.status === 'active');
  const pending = rows.find((row) => row.status === 'pending');

  if (BLOCKING_LIMIT_TYPES.includes(slot.type)) {
    const length = slot.type === 'self_exclusion' ? SELF_EXCLUSION_MS : COOLING_OFF_MS[slot.period ?? 'daily'];
    const end = new Date(now.getTime() + length);
    if (active?.disable_at && active.disable_at >= end) {
      throw invalid('type', `your ${describe(slot)} already lasts until ${active.disable_at.toISOString()}`);
    }
    if (active) await endLimit(tx, active.id, now);
    const row = await insertLimit(tx, userId, slot, { status: 'active', disableAt: end }, now);
    await publishToPlayer(tx, userId, 'game_limits', reachedEvent(await toLimit(tx, row, now)));
    return listLimits(tx, userId, now);
  }

  if (pending) await endLimit(tx, pending.id, now);
  const value = (row: LimitRow) => row.amount_cents ?? row.session_minutes ?? 0;
  const wanted = slot.amountCents ?? slot.sessionMinutes ?? 0;
  if (active && wanted === value(active)) {
    await tx.query('update user_limits set disable_at = null where id = $1', [active.id]);
  } else if (active && wanted > value(active)) {
    const appliesAt = new Date(now.getTime() + CHANGE_DELAY_MS);
    const raise = await insertLimit(
      tx,
      userId,
      slot,
      { status: 'pending', replacesId: active.id, confirmUntil: appliesAt },
      now,
    );
    await sendLimitConfirmationEmail(
      tx,
      { userId, limitId: raise.id, kind: 'raise', description: `raise your ${describe(slot)}`, appliesAt },
      now,
    );
  } else {
    if (active) await endLimit(tx, active.id, now);
    const row = await insertLimit(tx, userId, slot, { status: 'active' }, now);
    await announceIfReached(tx, userId, await toLimit(tx, row, now));
  }
  return listLimits(tx, userId, now);
}

/** Finds a limit of the player that is in force or pending, locked; 404 otherwise. */
async function ownLimit(tx: Queryable, userId: number, limitId: number): Promise<LimitRow> {
  const [row] = await tx.query<LimitRow>(
    `select ${LIMIT_COLUMNS} from user_limits where id = $1 and user_id = $2 and ended_at is null for update`,
    [limitId, userId],
  );
  if (!row) throw new HttpError(404, { base: [`limit ${limitId} not found among your limits`] });
  return row;
}

/**
 * Removes a limit (DELETE /api/user_limits/{id}): a pending raise is dropped at once (the lower limit stays); a limit
 * in force ends after 24 hours or on its emailed confirmation. A cooling-off or self-exclusion cannot be lifted.
 */
export async function removeLimit(tx: Queryable, userId: number, limitId: number, now: Date): Promise<Limit[]> {
  await settleLimits(tx, userId, now);
  const row = await ownLimit(tx, userId, limitId);
  if (BLOCKING_LIMIT_TYPES.includes(row.type)) {
    throw invalid(
      'base',
      `a ${row.type.replace('_', '-')} cannot be lifted before it ends on ${row.disable_at?.toISOString() ?? 'its end'}`,
    );
  }
  if (row.status === 'pending') await endLimit(tx, row.id, now);
  else if (row.disable_at === null) {
    const appliesAt = new Date(now.getTime() + CHANGE_DELAY_MS);
    await tx.query('update user_limits set disable_at = $2 where id = $1', [row.id, appliesAt]);
    await sendLimitConfirmationEmail(
      tx,
      {
        userId,
        limitId: row.id,
        kind: 'removal',
        description: `remove your ${describe(row)}`,
        appliesAt,
      },
      now,
    );
  }
  return listLimits(tx, userId, now);
}

/**
 * Applies the pending change of an emailed link at once (POST /api/user_limits/confirm): a raise replaces the
 * limit it raises, a removal ends the limit. 422 for an unknown, used or expired token, or a change since canceled.
 * Returns the player and their limits.
 */
export async function confirmLimitChange(
  tx: Queryable,
  token: string,
  now: Date,
): Promise<{ userId: number; limits: Limit[] }> {
  const [confirmation] = await tx.query<{ user_id: number; limit_id: number; change: LimitChange }>(
    `update user_limit_confirmations set used_at = $2
     where token_hash = $1 and used_at is null and expires_at > $2
     returning user_id, limit_id, change`,
    [hashToken(token), now],
  );
  if (!confirmation) throw invalid('token', SERVER_MESSAGES.token_invalid);
  const userId = confirmation.user_id;
  await settleLimits(tx, userId, now);
  const [row] = await tx.query<LimitRow>(
    `select ${LIMIT_COLUMNS} from user_limits where id = $1 and ended_at is null for update`,
    [confirmation.limit_id],
  );
  const stillPending = row && (confirmation.change === 'raise' ? row.status === 'pending' : row.disable_at !== null);
  if (!row || !stillPending) throw invalid('token', 'belongs to a change that was canceled or replaced since');
  if (confirmation.change === 'raise') {
    if (row.replaces_id !== null) await endLimit(tx, row.replaces_id, now);
    await tx.query(`update user_limits set status = 'active', confirm_until = null where id = $1`, [row.id]);
  } else {
    await endLimit(tx, row.id, now);
  }
  return { userId, limits: await listLimits(tx, userId, now) };
}
