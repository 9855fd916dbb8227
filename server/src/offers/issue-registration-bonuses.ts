import type { Queryable } from '../db/database';
import { loadBonusEligibility } from './bonus-eligibility';
import { grantOffer } from './grant-offer';
import { unmetCondition } from './offer-conditions';
import { activeOffers } from './offer-record';

/**
 * Gives a player who has just registered every active registration offer that applies to them in their currency,
 * inside the registration's transaction. The gifts wait in `issued` for the player to activate them (for the offer's
 * `activatable_days`). Nothing is given when the player does not allow bonuses or is a multi-account (group 100), or
 * when there is no such offer. Returns how many offers were given.
 */
export async function issueRegistrationBonuses(tx: Queryable, userId: number, now: Date): Promise<number> {
  const offers = await activeOffers(tx, 'registration');
  if (offers.length === 0) return 0;
  const eligibility = await loadBonusEligibility(tx, userId);
  if (!eligibility.canIssueBonuses || eligibility.multiAccount) return 0;
  let given = 0;
  for (const offer of offers) {
    if (unmetCondition(offer, { currency: eligibility.currency, groupIds: eligibility.groupIds }) !== null) continue;
    await grantOffer(
      tx,
      offer,
      { userId, strategy: 'registration', currency: eligibility.currency, startNow: false },
      now,
    );
    given += 1;
  }
  return given;
}
