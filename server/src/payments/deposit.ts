import { createHash, randomBytes } from 'node:crypto';
import type { DepositRequest, Payment } from '@casino/sdk/contract';
import {
  CARD_MESSAGES,
  cardBrand,
  cardDigits,
  maskCardNumber,
  validateCardCvv,
  validateCardExpiry,
  validateCardNumber,
} from '@casino/sdk/rules';
import type { Queryable } from '../db/database';
import { fieldChecks } from '../http/field-checks';
import { type FieldMessages, HttpError, invalid } from '../http/http-error';
import { checkDepositLimits } from '../limits/deposit-limits';
import { loadBonusEligibility } from '../offers/bonus-eligibility';
import { requireDepositOffer } from '../offers/deposit-offer';
import { checkFraud } from './fraud-check';
import { AUTHENTICATION_WINDOW_SECONDS, feeCents } from './methods';
import { checkAmount, methodFor, requirePlayerFields, requireWallet } from './payment-checks';
import { authenticationPath, PAYMENT_COLUMNS, type PaymentRow, toPayment, transition } from './payment-record';
import { authorizeCard } from './sandbox-rules';
import { findSavedCard } from './saved-cards';
import { processDeposit } from './settlement';

/** Where the 3-D Secure step returns when the deposit names no `return_url`. */
export const DEFAULT_RETURN_PATH = '/cashbox';

/**
 * Where the deposit runs: the origin the request reached (for the 3-D Secure page's URL), and the public and embed
 * origins a `return_url` may name.
 */
export interface DepositContext {
  userId: number;
  email: string;
  ownOrigin: string;
  publicOrigins: readonly string[];
  embedOrigins: readonly string[];
  now: Date;
}

/** A card as the deposit form sends it, checked; the full number never leaves this module. */
interface CheckedCard {
  digits: string;
  brand: string;
}

/** The card a deposit charges: masked number and brand, from the form's fields or a saved card (`saved_profile_id`). */
async function depositCard(
  tx: Queryable,
  userId: number,
  fields: Readonly<Record<string, string>>,
  now: Date,
): Promise<{ masked: string; brand: string }> {
  const savedId = fields.saved_profile_id;
  if (savedId !== undefined) return findSavedCard(tx, userId, savedId);
  const card = checkCard(fields, now, true);
  return { masked: maskCardNumber(card.digits), brand: card.brand };
}

/** Checks the card fields of a payment form (422 by field); the expiry and security code only when `withExpiry`. */
export function checkCard(fields: Readonly<Record<string, string>>, now: Date, withExpiry: boolean): CheckedCard {
  const errors: FieldMessages = {};
  const number = fields.card_number ?? '';
  const numberCode = validateCardNumber(number);
  if (numberCode) errors['fields.card_number'] = [CARD_MESSAGES[numberCode]];
  if (!fields.card_holder?.trim()) errors['fields.card_holder'] = [CARD_MESSAGES.card_holder];
  const digits = cardDigits(number) ?? '';
  if (withExpiry) {
    const expiryCode = validateCardExpiry(fields.expiry_month ?? '', fields.expiry_year ?? '', now);
    if (expiryCode) errors['fields.expiry_month'] = [CARD_MESSAGES[expiryCode]];
    const cvvCode = validateCardCvv(fields.cvv ?? '', cardBrand(digits));
    if (cvvCode) errors['fields.cvv'] = [CARD_MESSAGES[cvvCode]];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, errors);
  return { digits, brand: cardBrand(digits) };
}

/** The `return_url` of a deposit: a path of this site or a page of an allowed embed origin (never an open redirect). */
function checkReturnUrl(value: string | undefined, ctx: DepositContext): string {
  if (value === undefined || value === '') return DEFAULT_RETURN_PATH;
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value;
  try {
    const url = new URL(value);
    if (ctx.publicOrigins.includes(url.origin) || ctx.embedOrigins.includes(url.origin)) return url.href;
  } catch {
    // not a URL: refused below
  }
  throw invalid('return_url', 'must be a path of this casino or a page of an allowed embed origin');
}

/** Hash under which a 3-D Secure token is stored. */
export function authenticationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Creates a deposit inside `tx` and walks it as far as the sandbox goes at once: created → declined (fraud check or
 * card issuer), created → pending (waiting for the 3-D Secure step at `redirect_url`), or created → pending →
 * processing → succeeded (cards, instant) / processing (bank transfer, settled later by processDuePayments). A
 * `deposit_bonus_code` that names no active deposit offer for the player and currency is refused 422 before any write.
 */
export async function createDeposit(
  tx: Queryable,
  request: DepositRequest['payment'],
  ctx: DepositContext,
): Promise<Payment> {
  const { now, userId } = ctx;
  const { method, terms } = await methodFor(tx, request.currency, request.method_id, 'deposit');
  if (method.system === 'crypto') {
    throw invalid(
      'method_id',
      `crypto deposits arrive at your deposit address: GET /api/player/crypto_addresses/${request.currency}`,
    );
  }
  await requireWallet(tx, userId, request.currency);
  const fields = request.fields ?? {};
  const checks = fieldChecks();
  await checks.check(() => checkAmount(tx, request.currency, request.amount_cents, terms));
  const card = method.system === 'card' ? await checks.check(() => depositCard(tx, userId, fields, now)) : null;
  const returnUrl = await checks.check(() => checkReturnUrl(request.return_url, ctx));
  checks.refuseIfAny();
  await requirePlayerFields(tx, userId, method.system, 'deposit');
  await checkDepositLimits(tx, userId, request.currency, request.amount_cents, now);
  const bonusCode = request.deposit_bonus_code?.trim()
    ? (
        await requireDepositOffer(
          tx,
          request.deposit_bonus_code,
          request.currency,
          (
            await loadBonusEligibility(tx, userId)
          ).groupIds,
        )
      ).id
    : null;

  const instrument = card?.masked ?? null;
  const [created] = await tx.query<PaymentRow>(
    `insert into payments (user_id, action, method_id, payment_system, brand, currency, amount_cents, fee_cents, state,
       instrument, return_url, deposit_bonus_code, created_at, updated_at)
     values ($1, 'deposit', $2, $3, $4, $5, $6, $7, 'created', $8, $9, $10, $11, $11)
     returning ${PAYMENT_COLUMNS}`,
    [
      userId,
      method.id,
      method.system,
      card?.brand ?? method.brand,
      request.currency,
      request.amount_cents,
      feeCents(terms, request.amount_cents),
      instrument,
      returnUrl,
      bonusCode,
      now,
    ],
  );
  if (!created) throw new Error('insert into payments returned no row');
  await tx.query(`insert into payment_transitions (payment_id, to_state, at) values ($1, 'created', $2)`, [
    created.id,
    now,
  ]);

  const fraud = await checkFraud(tx, { userId, email: ctx.email, maskedCard: instrument, type: 'transaction' }, now);
  if (fraud.decision === 'decline') {
    return toPayment(
      await transition(tx, created, 'declined', now, { reason: `fraud_check: ${fraud.reasons.join(', ')}` }),
    );
  }
  const authorization = card ? authorizeCard(card.masked, request.amount_cents) : ({ kind: 'approve' } as const);
  if (authorization.kind === 'decline') {
    return toPayment(await transition(tx, created, 'declined', now, { reason: authorization.reason }));
  }
  if (authorization.kind === 'authenticate') {
    const token = randomBytes(32).toString('base64url');
    await tx.query('update payments set authentication_token_hash = $2 where id = $1', [
      created.id,
      authenticationTokenHash(token),
    ]);
    const pending = await transition(tx, created, 'pending', now, {
      dueAt: new Date(now.getTime() + AUTHENTICATION_WINDOW_SECONDS * 1000),
    });
    return toPayment(pending, `${ctx.ownOrigin}${authenticationPath(token)}`);
  }
  const pending = await transition(tx, created, 'pending', now);
  return toPayment(await processDeposit(tx, pending, now));
}
