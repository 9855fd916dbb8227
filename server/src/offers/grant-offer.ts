import type { OfferResult } from '@casino/sdk/contract';
import { activateBonus } from '../bonuses/activate-bonus';
import type { BonusRow } from '../bonuses/bonus-record';
import { issueBonus } from '../bonuses/issue-bonus';
import type { Queryable } from '../db/database';
import { issueFreespins } from '../freespins/issue-freespins';
import type { OfferRow } from './offer-record';

const DAY_MS = 86_400_000;

/** How an offer is given. */
export interface OfferGrant {
  userId: number;
  strategy: 'deposit' | 'registration' | 'coupon';
  currency: string;
  /** The deposit a percent bonus is a share of; absent outside a deposit (percent results then give nothing). */
  depositCents?: number;
  /** The deposit that earned the offer. */
  paymentId?: number | null;
  /** Start the bonus money at once (a deposit bonus); otherwise it waits in `issued` for the player to activate it. */
  startNow: boolean;
}

/** The bonus money a bonus result gives in `currency`: the percent of the deposit up to the cap, or the fixed sum. */
export function bonusAmountCents(
  result: Extract<OfferResult, { type: 'bonus' }>,
  currency: string,
  depositCents?: number,
): number {
  const amount = result.amounts.find((entry) => entry.currency === currency)?.amount_cents ?? 0;
  if (result.percent === null) return amount;
  if (depositCents === undefined) return 0;
  return Math.min(Math.floor((depositCents * result.percent) / 100), amount);
}

function daysAfter(from: Date, days: number | null): Date | null {
  return days === null ? null : new Date(from.getTime() + days * DAY_MS);
}

/**
 * Gives every result of `offer` to the player inside `tx`: bonus money through issueBonus (then activateBonus when
 * `startNow`), free spins through issueFreespins. A gift that waits may be activated for the offer's
 * `activatable_days`; it may be used for `valid_days` after that deadline (after now when it starts at once).
 * Returns the bonuses issued (free spins are not listed).
 */
export async function grantOffer(tx: Queryable, offer: OfferRow, grant: OfferGrant, now: Date): Promise<BonusRow[]> {
  const activatableUntil = grant.startNow ? null : daysAfter(now, offer.activatable_days);
  const validUntil = daysAfter(activatableUntil ?? now, offer.valid_days);
  const bonuses: BonusRow[] = [];
  for (const result of offer.results) {
    if (result.type === 'bonus') {
      const amountCents = bonusAmountCents(result, grant.currency, grant.depositCents);
      if (amountCents <= 0) continue;
      const issued = await issueBonus(
        tx,
        {
          userId: grant.userId,
          strategy: grant.strategy,
          title: offer.title,
          currency: grant.currency,
          amountCents,
          wagerMultiplier: result.wager_multiplier,
          offerId: offer.id,
          paymentId: grant.paymentId ?? null,
          groupKey: offer.group_key,
          maxWinCents: result.max_win_multiplier === null ? null : amountCents * result.max_win_multiplier,
          activatableUntil,
          validUntil,
        },
        now,
      );
      bonuses.push(grant.startNow ? await activateBonus(tx, issued, now) : issued);
    } else {
      const betLevel = result.bet_levels.find((entry) => entry.currency === grant.currency)?.amount_cents;
      if (betLevel === undefined) continue;
      await issueFreespins(
        tx,
        {
          userId: grant.userId,
          strategy: grant.strategy,
          title: offer.title,
          currency: grant.currency,
          games: result.games,
          count: result.count,
          betLevelCents: betLevel,
          wagerMultiplier: result.wager_multiplier,
          offerId: offer.id,
          groupKey: offer.group_key,
          activatableUntil,
          validUntil,
        },
        now,
      );
    }
  }
  return bonuses;
}
