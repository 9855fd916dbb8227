import type { LootboxBonus, LootboxIssued } from '@casino/sdk/contract';
import { activateBonus } from '../../bonuses/activate-bonus';
import { toBonus } from '../../bonuses/bonus-record';
import { issueBonus } from '../../bonuses/issue-bonus';
import type { Queryable } from '../../db/database';
import { describeFreespin } from '../../freespins/freespin-record';
import { issueFreespins } from '../../freespins/issue-freespins';
import type { LootboxRow } from './lootbox-record';

const DAY_MS = 86_400_000;
/** Days a won bonus may be wagered. */
export const PRIZE_BONUS_VALID_DAYS = 30;
/** Days won free spins wait for activation. */
export const PRIZE_FREESPINS_ACTIVATABLE_DAYS = 7;
/** Days after the win until which activated free spins may be played. */
export const PRIZE_FREESPINS_VALID_DAYS = 14;

/** What a prize pays, read from its fields in the box's currency. */
interface PrizeTerms {
  amountCents: number | null;
  betLevelCents: number | null;
  count: number | null;
  games: string[];
  wager: number;
  maxWinCents: number | null;
}

function termsOf(bonus: LootboxBonus, currency: string): PrizeTerms {
  const terms: PrizeTerms = {
    amountCents: null,
    betLevelCents: null,
    count: null,
    games: [],
    wager: 0,
    maxWinCents: null,
  };
  const inCurrency = (amounts: readonly { currency: string; amount_cents: number }[]) =>
    amounts.find((amount) => amount.currency === currency)?.amount_cents ?? null;
  for (const attribute of bonus.attributes) {
    if (attribute.field === 'freespins_count') terms.count = attribute.value;
    else if (attribute.field === 'games') terms.games = attribute.value;
    else if (attribute.field === 'bet_level') terms.betLevelCents = inCurrency(attribute.value);
    else terms.amountCents = inCurrency(attribute.value);
  }
  for (const result of bonus.result_bonus) {
    if (result.field === 'wager') terms.wager = result.value;
    else terms.maxWinCents = inCurrency(result.value);
  }
  return terms;
}

/** Issued ids of a prize, for the `lootboxes` row. */
export interface PaidPrize {
  issued: LootboxIssued;
  bonusId: number | null;
  freespinId: number | null;
}

/**
 * Pays a locked box's drawn prize inside `tx`, through the engines every gift goes through (docs/bonuses.md): bonus
 * money is issued as a `gift` bonus (group key: the box's; wagered `wager` times; paying out at most `max_win`) and
 * activated at once (credited, or queued behind the bonus being wagered); free spins are issued as a `gift` record
 * the player activates in their gifts. Both are published and noted for the bell by their engines.
 */
export async function payPrize(tx: Queryable, box: LootboxRow, bonus: LootboxBonus, now: Date): Promise<PaidPrize> {
  const terms = termsOf(bonus, box.currency);
  const common = { userId: box.user_id, strategy: 'gift', title: bonus.title, currency: box.currency } as const;
  if (bonus.type === 'bonus') {
    if (terms.amountCents === null)
      throw new Error(`loot box ${box.id}: a bonus prize without an amount in ${box.currency}`);
    const issued = await issueBonus(
      tx,
      {
        ...common,
        amountCents: terms.amountCents,
        wagerMultiplier: terms.wager,
        groupKey: box.group_key,
        maxWinCents: terms.maxWinCents,
        validUntil: new Date(now.getTime() + PRIZE_BONUS_VALID_DAYS * DAY_MS),
      },
      now,
    );
    const activated = await activateBonus(tx, issued, now);
    return { issued: { type: 'bonus', bonus: toBonus(activated) }, bonusId: activated.id, freespinId: null };
  }
  if (terms.count === null || terms.betLevelCents === null || terms.games.length === 0) {
    throw new Error(`loot box ${box.id}: a free-spin prize without count, games or a line bet in ${box.currency}`);
  }
  const row = await issueFreespins(
    tx,
    {
      ...common,
      games: terms.games,
      count: terms.count,
      betLevelCents: terms.betLevelCents,
      wagerMultiplier: terms.wager,
      groupKey: box.group_key,
      activatableUntil: new Date(now.getTime() + PRIZE_FREESPINS_ACTIVATABLE_DAYS * DAY_MS),
      validUntil: new Date(now.getTime() + PRIZE_FREESPINS_VALID_DAYS * DAY_MS),
    },
    now,
  );
  return {
    issued: { type: 'freespins', freespins: await describeFreespin(tx, row) },
    bonusId: null,
    freespinId: row.id,
  };
}
