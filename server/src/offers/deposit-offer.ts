import { SERVER_MESSAGES } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { invalid } from '../http/http-error';
import { unmetCondition } from './offer-conditions';
import { findOffer, type OfferRow } from './offer-record';

/**
 * The active deposit offer of `code` (any case) if it applies to a player of `groupIds` depositing in `currency`
 * (its groups, its currency); else 422 on `deposit_bonus_code`. Amount and deposit-number conditions wait for the
 * deposit to succeed.
 */
export async function requireDepositOffer(
  db: Queryable,
  code: string,
  currency: string,
  groupIds: readonly number[],
): Promise<OfferRow> {
  const offer = await findOffer(db, code);
  if (!offer?.active || offer.kind !== 'deposit' || unmetCondition(offer, { currency, groupIds }) !== null) {
    throw invalid('deposit_bonus_code', SERVER_MESSAGES.invalid);
  }
  return offer;
}
