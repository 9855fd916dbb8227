import type { PaymentAction, PlayerField } from '@casino/sdk/contract';
import { formatAmount } from '@casino/sdk/rules';
import { findCurrency } from '../currencies/find-currency';
import type { Queryable } from '../db/database';
import { type FieldMessages, HttpError, invalid } from '../http/http-error';
import { loadPlayerFields } from '../players/player-fields';
import { type ActionTerms, findSandboxMethod, type SandboxMethod } from './methods';

/** The method and its terms for an action; 422 when the currency or the method is not offered. */
export async function methodFor(
  tx: Queryable,
  currency: string,
  methodId: string,
  action: PaymentAction,
): Promise<{ method: SandboxMethod; terms: ActionTerms }> {
  if (!(await findCurrency(tx, currency))) throw invalid('currency', 'is not included in the list');
  const method = findSandboxMethod(currency, methodId);
  const terms = method?.[action];
  if (!method || !terms) {
    throw invalid('method_id', `is not offered for ${currency} ${action === 'deposit' ? 'deposits' : 'withdrawals'}`);
  }
  return { method, terms };
}

/** The 422 of an action in a currency the player has no wallet in. */
export function noWallet(currency: string): HttpError {
  return invalid('currency', `you have no ${currency} wallet: open it with POST /api/player/accounts first`);
}

/** 422 unless the player has a wallet in `currency`. */
export async function requireWallet(tx: Queryable, userId: number, currency: string): Promise<void> {
  const rows = await tx.query('select 1 from accounts where user_id = $1 and currency = $2', [userId, currency]);
  if (rows.length === 0) throw noWallet(currency);
}

/** 422 unless the amount lies within the terms, with the bounds written in the currency. */
export async function checkAmount(tx: Queryable, currency: string, amountCents: number, terms: ActionTerms) {
  const money = await findCurrency(tx, currency);
  if (!money) throw invalid('currency', 'is not included in the list');
  if (amountCents <= 0) throw invalid('amount_cents', 'must be greater than 0');
  if (amountCents < terms.minCents) {
    throw invalid('amount_cents', `must be at least ${formatAmount(terms.minCents, money)}`);
  }
  if (terms.maxCents !== null && amountCents > terms.maxCents) {
    throw invalid('amount_cents', `must be at most ${formatAmount(terms.maxCents, money)}`);
  }
}

/** The player fields a payment system asks for an action (player_field_contexts), with their configs. */
export async function paymentPlayerFields(
  tx: Queryable,
  system: string,
  action: PaymentAction,
): Promise<PlayerField[]> {
  const all = await loadPlayerFields(tx);
  const names = all.contexts.payment_systems[system]?.base[action] ?? [];
  return names.flatMap((name) => all.fields.filter((field) => field.field === name));
}

/** Names of the `fields` the player's profile leaves empty. */
export async function missingPlayerFields(
  tx: Queryable,
  userId: number,
  fields: readonly PlayerField[],
): Promise<string[]> {
  if (fields.length === 0) return [];
  const [row] = await tx.query<Record<string, unknown>>('select * from users where id = $1', [userId]);
  return fields
    .map((field) => field.field)
    .filter((name) => {
      const value = row?.[name];
      return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
    });
}

/** 422 naming each profile field the payment needs and the player has not filled in. */
export async function requirePlayerFields(
  tx: Queryable,
  userId: number,
  system: string,
  action: PaymentAction,
): Promise<void> {
  const missing = await missingPlayerFields(tx, userId, await paymentPlayerFields(tx, system, action));
  if (missing.length === 0) return;
  const errors: FieldMessages = {};
  for (const name of missing) errors[name] = ["can't be blank: complete your profile before this payment"];
  throw new HttpError(422, errors);
}
