import type { CouponStatus } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { canTakeGifts, loadBonusEligibility } from './bonus-eligibility';
import { grantOffer } from './grant-offer';
import { unmetCondition } from './offer-conditions';
import { findOffer } from './offer-record';

/**
 * Redeems a coupon code (any case) for the player inside `tx`: `already_activated` when they redeemed it before;
 * `failed_to_activate` when it names no active coupon offer, its conditions (groups, currency) fail in the active
 * wallet's currency, or the player cannot take gifts (bonuses off or a deposit bonus code waiting); else its gifts are
 * issued (waiting for activation) and the answer is `successfully_activated`. The redemption row's key (player,
 * coupon) makes a concurrent second redemption (a double click) wait and then answer `already_activated`.
 */
export async function redeemCoupon(tx: Queryable, userId: number, code: string, now: Date): Promise<CouponStatus> {
  const offer = await findOffer(tx, code);
  if (offer?.kind !== 'coupon') return 'failed_to_activate';
  const [before] = await tx.query('select 1 from coupon_redemptions where user_id = $1 and offer_id = $2', [
    userId,
    offer.id,
  ]);
  if (before) return 'already_activated';
  const eligibility = await loadBonusEligibility(tx, userId);
  const applies =
    offer.active &&
    canTakeGifts(eligibility) &&
    unmetCondition(offer, { currency: eligibility.currency, groupIds: eligibility.groupIds }) === null;
  if (!applies) return 'failed_to_activate';
  const redeemed = await tx.query(
    `insert into coupon_redemptions (user_id, offer_id, redeemed_at) values ($1, $2, $3)
     on conflict do nothing returning offer_id`,
    [userId, offer.id, now],
  );
  if (redeemed.length === 0) return 'already_activated';
  await grantOffer(tx, offer, { userId, strategy: 'coupon', currency: eligibility.currency, startNow: false }, now);
  return 'successfully_activated';
}
