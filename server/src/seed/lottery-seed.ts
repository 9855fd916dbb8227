import type { Queryable } from '../db/database';
import { postOpeningBalance } from '../ledger/opening-balance';
import { createLottery, type NewLottery } from '../lotteries/create-lottery';
import { drawLottery, payLotteryPrize } from '../lotteries/draw-lotteries';
import { postCompPoints } from '../loyalty/comp-points';
import { exchangeCompPoints } from '../loyalty/rocket-mart/exchange';
import { createPlayer } from '../players/create-player';
import type { PromoPrizeTerms } from '../promotions/pay-prize';
import { seedDeposit } from './seed-deposit';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A player of the seeded lotteries: not a demo player to sign in as, but a name on their ticket lists and winners. */
interface LotteryPlayer {
  email: string;
  nickname: string;
  currency: string;
  country: string;
  /** Tickets bought in the Rocket Mart per lottery: a card and how many of it. */
  exchange: { group: 'lottery_ticket_1' | 'lottery_ticket_5'; quantity: number };
  /** A deposit per lottery, in the player's currency. */
  depositCents: number;
}

/** The community of the seeded lotteries (docs/lotteries.md, Seeds). */
export const SEED_LOTTERY_PLAYERS: readonly LotteryPlayer[] = [
  {
    email: 'sam.stellar@players.casino.test',
    nickname: 'StellarSam',
    currency: 'EUR',
    country: 'DE',
    exchange: { group: 'lottery_ticket_5', quantity: 2 },
    depositCents: 10_000,
  },
  {
    email: 'nina.nebula@players.casino.test',
    nickname: 'NebulaNina',
    currency: 'EUR',
    country: 'FI',
    exchange: { group: 'lottery_ticket_5', quantity: 1 },
    depositCents: 5_000,
  },
  {
    email: 'kai.comet@players.casino.test',
    nickname: 'CometKai',
    currency: 'USD',
    country: 'US',
    exchange: { group: 'lottery_ticket_1', quantity: 3 },
    depositCents: 20_000,
  },
  {
    email: 'olga.orbit@players.casino.test',
    nickname: 'OrbitOlga',
    currency: 'GBP',
    country: 'GB',
    exchange: { group: 'lottery_ticket_1', quantity: 2 },
    depositCents: 4_000,
  },
  {
    email: 'luna.lux@players.casino.test',
    nickname: 'LunaLux',
    currency: 'CAD',
    country: 'CA',
    exchange: { group: 'lottery_ticket_5', quantity: 3 },
    depositCents: 7_500,
  },
  {
    email: 'raj.rocket@players.casino.test',
    nickname: 'RocketRaj',
    currency: 'EUR',
    country: 'IE',
    exchange: { group: 'lottery_ticket_1', quantity: 1 },
    depositCents: 2_500,
  },
];

const NONE: PromoPrizeTerms = {
  money_award_cents: 0,
  freespins_count: 0,
  freespins_game: null,
  freespins_bet_cents: 0,
  bonus_amount_cents: 0,
  wager_multiplier: 0,
};
const cash = (cents: number): PromoPrizeTerms => ({ ...NONE, money_award_cents: cents });
const bonus = (cents: number): PromoPrizeTerms => ({ ...NONE, bonus_amount_cents: cents, wager_multiplier: 30 });
const spins = (count: number): PromoPrizeTerms => ({
  ...NONE,
  freespins_count: count,
  freespins_game: 'pragmaticplay/starlight-ninja',
  freespins_bet_cents: 2,
  wager_multiplier: 30,
});

/** A ticket per €20 deposited from €20, a ticket per €10 from €100; the other currencies at about the same value. */
const DEPOSIT_RULES: NewLottery['depositScaleRules'] = [
  { currency: 'EUR', fromAmountCents: 2_000, priceCents: 2_000 },
  { currency: 'EUR', fromAmountCents: 10_000, priceCents: 1_000 },
  { currency: 'USD', fromAmountCents: 2_000, priceCents: 2_000 },
  { currency: 'USD', fromAmountCents: 10_000, priceCents: 1_000 },
  { currency: 'GBP', fromAmountCents: 1_800, priceCents: 1_800 },
  { currency: 'CAD', fromAmountCents: 3_000, priceCents: 3_000 },
  { currency: 'AUD', fromAmountCents: 3_000, priceCents: 3_000 },
  { currency: 'NZD', fromAmountCents: 3_000, priceCents: 3_000 },
  { currency: 'BRL', fromAmountCents: 10_000, priceCents: 10_000 },
];

const HOW_TO_TAKE_PART = `<h3>How to get tickets</h3>
<ul>
<li>Exchange comp points in the Rocket Mart: 200 points for one ticket, 900 for five.</li>
<li>Deposit €20 or more: a ticket for every €20, and a ticket for every €10 from €100.</li>
</ul>
<p>Every ticket has its own number. The more you hold, the better your chances; a ticket wins one prize at most.</p>
<h3>A draw you can check</h3>
<p>The fingerprint of the draw's secret seed is published when the lottery opens. After the draw we publish the seed
itself: with the ticket list anyone can draw the winners again and check that they match.</p>`;

/** The seeded lotteries relative to the seed's time: one drawn a week ago, one running, one next week. */
function seedLotteries(now: Date): { drawn: NewLottery; running: NewLottery; future: NewLottery } {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  return {
    drawn: {
      frontendIdentifier: 'supernova-spring-lottery',
      title: 'Supernova Spring Lottery',
      description: `<p>Five prizes for the spring equinox, €1,000 of cash among them.</p>${HOW_TO_TAKE_PART}`,
      currency: 'EUR',
      startAt: at(-14),
      endAt: at(-7),
      maxTicketsCountToPlayer: 100,
      prizes: [cash(50_000), cash(25_000), cash(15_000), spins(100), bonus(5_000)],
      depositScaleRules: DEPOSIT_RULES,
    },
    running: {
      frontendIdentifier: 'galaxy-weekly-lottery',
      title: 'Galaxy Weekly Lottery',
      description: `<p>Every week a €1,000 first prize, cash for second and third, free spins and bonuses.</p>${HOW_TO_TAKE_PART}`,
      currency: 'EUR',
      startAt: at(-3),
      endAt: at(4),
      maxTicketsCountToPlayer: 100,
      prizes: [cash(100_000), cash(25_000), cash(10_000), spins(50), bonus(2_500)],
      depositScaleRules: DEPOSIT_RULES,
    },
    future: {
      frontendIdentifier: 'new-moon-mega-lottery',
      title: 'New Moon Mega Lottery',
      description: `<p>Our biggest draw of the season: €5,000 for the first ticket drawn.</p>${HOW_TO_TAKE_PART}`,
      currency: 'EUR',
      startAt: at(5),
      endAt: at(12),
      prizes: [cash(500_000), cash(100_000), cash(50_000), spins(200), bonus(10_000)],
      depositScaleRules: DEPOSIT_RULES,
    },
  };
}

/** The lottery players' ids by email, created when missing with a little cash and the points their tickets cost. */
async function seedLotteryPlayers(tx: Queryable, at: Date): Promise<Map<string, number>> {
  const [demo] = await tx.query<{ hash: string }>(
    `select encrypted_password as hash from users where email = 'usd@casino.test'`,
  );
  const ids = new Map<string, number>();
  for (const player of SEED_LOTTERY_PLAYERS) {
    const [existing] = await tx.query<{ id: number }>('select id from users where lower(email) = $1', [player.email]);
    if (existing) {
      ids.set(player.email, existing.id);
      continue;
    }
    const id = await createPlayer(
      tx,
      {
        email: player.email,
        passwordHash: demo?.hash ?? '',
        currency: player.currency,
        country: player.country,
        language: 'en',
        licenseName: 'CW',
        termsAccepted: true,
        confirmedAt: at,
        nickname: player.nickname,
      },
      at,
    );
    await postOpeningBalance(tx, id, { currency: player.currency, cashCents: 5_000, bonusCents: 0 }, at);
    await postCompPoints(
      tx,
      { userId: id, reason: 'adjustment', reference: `seed:${player.email}`, chargeable: 10_000, persistent: 10_000 },
      at,
      { publish: false },
    );
    ids.set(player.email, id);
  }
  return ids;
}

/** Each lottery player's Rocket Mart tickets and deposit in lottery `id`, an hour apart from `from` on. */
async function buyTickets(tx: Queryable, players: Map<string, number>, lotteryId: number, from: Date) {
  await tx.query(`update comp_point_rates set lottery_ids = $1 where type = 'lotteries'`, [[lotteryId]]);
  for (const [index, player] of SEED_LOTTERY_PLAYERS.entries()) {
    const userId = players.get(player.email);
    if (userId === undefined) throw new Error(`lottery player ${player.email} was not created`);
    const at = new Date(from.getTime() + index * HOUR_MS);
    await exchangeCompPoints(
      tx,
      {
        userId,
        type: 'lotteries',
        exchange: {
          group: player.exchange.group,
          points: player.exchange.group === 'lottery_ticket_5' ? 900 : 200,
          currency: player.currency,
          quantity: player.exchange.quantity,
          lottery_id: lotteryId,
        },
      },
      at,
    );
    await seedDeposit(tx, userId, player.currency, player.depositCents, new Date(at.getTime() + HOUR_MS / 2));
  }
}

/**
 * The seeded lotteries (docs/lotteries.md, Seeds), once (skipped when the running one exists): the Supernova Spring
 * Lottery, whose tickets the lottery players bought with points and deposits and that the draw job's own code drew
 * and paid a week ago (its seed published); the Galaxy Weekly Lottery running now with their tickets, whose tickets
 * the Rocket Mart's lottery cards sell; and the New Moon Mega Lottery starting in five days.
 */
export async function seedDemoLotteries(tx: Queryable, now: Date): Promise<void> {
  const lotteries = seedLotteries(now);
  const [seeded] = await tx.query('select 1 from lotteries where frontend_identifier = $1', [
    lotteries.running.frontendIdentifier,
  ]);
  if (seeded) return;
  const players = await seedLotteryPlayers(tx, lotteries.drawn.startAt);
  const drawnId = await createLottery(tx, lotteries.drawn, lotteries.drawn.startAt);
  await buyTickets(tx, players, drawnId, new Date(lotteries.drawn.startAt.getTime() + DAY_MS));
  const drawAt = new Date(lotteries.drawn.endAt.getTime() + 1_000);
  const drawn = await drawLottery(tx, drawnId, drawAt);
  for (const winner of drawn?.winners ?? []) await payLotteryPrize(tx, drawnId, winner.award_place, drawAt);
  const runningId = await createLottery(tx, lotteries.running, lotteries.running.startAt);
  await buyTickets(tx, players, runningId, new Date(lotteries.running.startAt.getTime() + DAY_MS));
  await createLottery(tx, lotteries.future, now);
}
