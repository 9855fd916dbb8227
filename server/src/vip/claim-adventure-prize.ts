import type { AdventureClaimAnswer, AdventurePrize } from '@casino/sdk/contract';
import { adventureClaimRefusal } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { issuePromoGifts, type PromoPrizeTerms } from '../promotions/pay-prize';
import { adventureCalendar } from './adventure-calendar';
import { findShownAdventure } from './adventure-record';
import { activeCurrency } from './valued-totals';

/** The day number of the super prize in `adventure_claims`. */
const SUPERB_DAY = 0;

/** An adventure prize as the gift engines take it (free spins with their winnings wagered, or a bonus). */
function promoTerms(prize: AdventurePrize): PromoPrizeTerms {
  return {
    money_award_cents: 0,
    freespins_count: prize.type === 'fs' ? (prize.freespins_count ?? 0) : 0,
    freespins_game: prize.type === 'fs' ? prize.game : null,
    freespins_bet_cents: prize.type === 'fs' ? (prize.bet_cents ?? 0) : 0,
    bonus_amount_cents: prize.type === 'bonus' ? (prize.amount_cents ?? 0) : 0,
    wager_multiplier: prize.wager_multiplier ?? 0,
  };
}

/**
 * POST /api/player/vip-adventures/{day}/claim inside `tx` (docs/vip.md, Claims): the prize of a completed day of the
 * shown adventure (or its super prize once every day is completed) becomes a gift through the bonus or free-spin
 * engine, at its value in the player's active wallet currency. The claim row is written first, so of two claims at
 * once the second waits for the first and finds its row: one gift. Refusals are 422 `{day: [code]}`
 * (`adventureClaimRefusal`); no adventure, or no such day, is a 404.
 */
export async function claimAdventurePrize(
  tx: Queryable,
  userId: number,
  day: number | 'superb',
  now: Date,
): Promise<AdventureClaimAnswer> {
  const adventure = await findShownAdventure(tx, now);
  const target = day === 'superb' ? adventure?.superPrize : adventure?.days.find((each) => each.day === day)?.prize;
  if (!adventure || !target) throw new HttpError(404, { day: [`there is no adventure day ${day}`] });
  const currency = await activeCurrency(tx, userId);
  if (!currency) throw new HttpError(422, { base: ['open a wallet first'] });
  const before = await adventureCalendar(tx, adventure, { userId, currency }, now);
  const refusal = adventureClaimRefusal(before, day, now.getTime());
  if (refusal) throw new HttpError(422, { day: [refusal] });
  const claimDay = day === 'superb' ? SUPERB_DAY : day;
  const [claimed] = await tx.query(
    `insert into adventure_claims (adventure_id, user_id, day, claimed_at) values ($1, $2, $3, $4)
     on conflict do nothing returning day`,
    [adventure.id, userId, claimDay, now],
  );
  if (!claimed) throw new HttpError(422, { day: ['already_claimed'] });
  const gifts = await issuePromoGifts(
    tx,
    promoTerms(target),
    {
      userId,
      prizeCurrency: adventure.currency,
      walletCurrency: currency,
      title: target.title,
      groupKey: `adventure:${adventure.id}`,
    },
    now,
  );
  const gift =
    gifts.bonusId !== null
      ? { type: 'bonus' as const, id: gifts.bonusId }
      : gifts.freespinId !== null
        ? { type: 'freespins' as const, id: gifts.freespinId }
        : null;
  if (!gift) throw new Error(`adventure ${adventure.id} day ${day} gave ${userId} nothing in ${currency}`);
  await tx.query(
    'update adventure_claims set bonus_id = $4, freespin_id = $5 where adventure_id = $1 and user_id = $2 and day = $3',
    [adventure.id, userId, claimDay, gifts.bonusId, gifts.freespinId],
  );
  return { gift, calendar: await adventureCalendar(tx, adventure, { userId, currency }, now) };
}
