import {
  EXCHANGE_REFUSALS,
  type ExchangeIssue,
  type ExchangeRefusalCode,
  type PromotionPagesConfig,
  RATE_TYPES,
  type RateCard,
  type RateType,
  type SpecialRewardRequest,
  type Status,
} from '../contract';
import { isMultiAccount, pricePoints } from '../rules';
import type { FixturePlayer } from './data';
import { asRecord, errors, forPlayer, json, type RouteResolvers, type Session } from './routes';

/** The signed-in player's comp points and the loyalty configuration at start. Every field has a default. */
export interface FixtureLoyaltyOptions {
  /** The signed-in player's spendable and lifetime points. Defaults to 1,250 of each (level_5, Rising star II). */
  compPoints?: { chargeable: number; persistent: number };
  /** The Rocket Mart's cards by type. Defaults to {@link FIXTURE_RATE_CARDS}. */
  rates?: Partial<Record<RateType, readonly RateCard[]>>;
  /** Which promotion pages are on. Defaults to all of them. */
  pages?: PromotionPagesConfig;
  /** The HTML of the Rocket Mart's read-more page. Defaults to a short how-it-works text. */
  readMoreHtml?: string;
}

/**
 * Lottery tickets for an exchange: `count` tickets of `lotteryId` (or of the first running lottery of `lotteryIds`)
 * for `player`; answers the lottery, the ticket numbers and `sell()`, which hands them over once paid, or why it
 * refuses.
 */
export type FixtureTicketDesk = (
  player: FixturePlayer,
  lotteryIds: readonly number[],
  count: number,
  lotteryId: number | undefined,
) => { lottery_id: number; numbers: number[]; sell(): void } | ExchangeRefusalCode;

/** A Rocket Mart card of the fixture: €11 cash for 1,000 points (950 in USD), unless `fields` say otherwise. */
export function fixtureRateCard(fields: Partial<RateCard> = {}): RateCard {
  return {
    group: 'money_11',
    title: '€11 cash',
    type: 'money',
    wager: 0,
    label: 'popular',
    rate: { points: 1_000 },
    rates: [
      { points: 1_000, currency: 'EUR', amount_cents: 1_100 },
      { points: 950, currency: 'USD', amount_cents: 1_100 },
    ],
    games: [],
    requires_bonuses: false,
    ...fields,
  };
}

/** The fixture's shop: three money cards, two free-spin cards, a loot box, a ticket of the running lottery and a special reward. */
export const FIXTURE_RATE_CARDS: Readonly<Record<RateType, readonly RateCard[]>> = {
  money: [
    fixtureRateCard({
      group: 'money_1',
      title: '€1 cash',
      label: undefined,
      rate: { points: 100 },
      rates: [{ points: 100, currency: 'EUR', amount_cents: 100 }],
    }),
    fixtureRateCard(),
    fixtureRateCard({
      group: 'money_120',
      title: '€120 cash',
      label: 'vip',
      rate: { points: 10_000 },
      rates: [{ points: 10_000, currency: 'EUR', amount_cents: 12_000 }],
    }),
  ],
  freespins: [
    fixtureRateCard({
      group: 'freespins_10',
      title: '10 free spins on Sweet Bonanza',
      type: 'freespins',
      wager: 30,
      label: 'new',
      rate: { points: 120, freespins_count: 10 },
      rates: [{ points: 120, currency: 'EUR', amount_cents: 10 }],
      games: ['pragmatic/sweet-bonanza'],
      game_titles: { 'pragmatic/sweet-bonanza': 'Sweet Bonanza' },
      requires_bonuses: true,
    }),
    fixtureRateCard({
      group: 'freespins_100',
      title: '100 free spins on Sweet Bonanza',
      type: 'freespins',
      wager: 30,
      label: undefined,
      rate: { points: 2_000, freespins_count: 100 },
      rates: [{ points: 2_000, currency: 'EUR', amount_cents: 10 }],
      games: ['pragmatic/sweet-bonanza'],
      game_titles: { 'pragmatic/sweet-bonanza': 'Sweet Bonanza' },
      requires_bonuses: true,
    }),
  ],
  lootboxes: [
    fixtureRateCard({
      group: 'lootbox_bronze',
      title: 'Bronze loot box',
      type: 'lootboxes',
      wager: 30,
      label: undefined,
      rate: { points: 300 },
      rates: [],
      requires_bonuses: true,
    }),
  ],
  lotteries: [
    fixtureRateCard({
      group: 'lottery_ticket',
      title: 'Rocket lottery ticket',
      type: 'lotteries',
      wager: 0,
      label: undefined,
      rate: { points: 100, tickets_count: 1 },
      rates: [],
      lottery_ids: [1],
    }),
  ],
  special: [
    fixtureRateCard({
      group: 'special_call',
      title: 'A call from your personal manager',
      description: 'Our VIP team calls you within two working days.',
      type: 'special',
      label: 'vip',
      rate: { points: 5_000 },
      rates: [],
    }),
  ],
};

/** The cash a money card pays a player of `currency`: its own price's amount, else EUR's. */
function cashOf(card: RateCard, currency: string): number {
  return (
    (card.rates.find((price) => price.currency === currency) ?? card.rates.find((p) => p.currency === 'EUR'))
      ?.amount_cents ?? 0
  );
}

/** The twelve levels of the reference server (docs/loyalty.md, "Levels"): id, name, group, persistent points from. */
const LEVELS: readonly (readonly [string, string, number, number, string])[] = [
  ['level_1', 'Bronze I', 257, 0, 'Rocket Mart access'],
  ['level_2', 'Bronze II', 257, 100, '10 free spins'],
  ['level_3', 'Bronze III', 257, 250, '20 free spins, a wheel spin'],
  ['level_4', 'Rising star I', 1117, 500, '30 free spins, birthday gift'],
  ['level_5', 'Rising star II', 1117, 900, '50 free spins, a weekly loot box'],
  ['level_6', 'Silver I', 258, 1_500, '€20 bonus (x30), better money rates'],
  ['level_7', 'Silver II', 258, 3_000, '€40 bonus (x30), 5 % cashback'],
  ['level_8', 'Gold I', 259, 5_000, '€75 bonus (x30), 7 % cashback, faster withdrawals'],
  ['level_9', 'Gold II', 259, 10_000, '€150 bonus (x30), 8 % cashback, priority chat'],
  ['level_10', 'Platinum I', 255, 20_000, '€400 bonus (x3), 10 % cashback, personal manager'],
  ['level_11', 'Platinum II', 255, 50_000, '€1,000 bonus (x3), 12 % cashback'],
  ['level_12', 'Diamond', 759, 100_000, '€3,000 bonus (x3), 15 % cashback, VIP events'],
];

/** The levels as GET /api/info/statuses answers them. */
export const FIXTURE_LEVELS: readonly Status[] = LEVELS.map(([id, name, group, min, gifts], index) => ({
  id,
  name,
  group_id: group,
  status: true,
  writable: false,
  conditions: [
    {
      persistent_comp_points: { type: 'range', exclude_end: true, min, max: LEVELS[index + 1]?.[3] ?? null },
    },
  ],
  gift_descriptions: gifts.split(', '),
}));

/**
 * Internal: the loyalty routes of the fixture platform, like the reference server: the levels, the signed-in player's
 * comp points, the Rocket Mart's cards, pages switch and read-more page, and exchanges that spend the points (refused
 * as the server refuses them; a money exchange pays into the wallet, a lottery exchange takes its tickets from
 * `ticketDesk`, other rewards are answered as issued).
 */
export function createLoyaltyRoutes(
  options: FixtureLoyaltyOptions,
  session: Session,
  ticketDesk: FixtureTicketDesk,
): RouteResolvers {
  const points = { ...(options.compPoints ?? { chargeable: 1_250, persistent: 1_250 }) };
  const rates = { ...FIXTURE_RATE_CARDS, ...options.rates };
  let issuedId = 0;
  let exchangeId = 0;
  const requests: SpecialRewardRequest[] = [];
  const balances = () => ({ chargeable: { points: points.chargeable }, persistent: { points: points.persistent } });
  const refuse = (code: ExchangeRefusalCode, field = 'base', missing?: number) =>
    errors(
      422,
      {
        [field]: [
          missing === undefined ? String(EXCHANGE_REFUSALS[code]) : EXCHANGE_REFUSALS.insufficient_points(missing),
        ],
      },
      {
        code,
        ...(missing === undefined ? {} : { missing_points: missing }),
      },
    );

  /** The tickets a lottery card's exchange would give, or why it is refused (`price_changed`: a count not shown). */
  function reserveTickets(card: RateCard, quantity: number, request: Record<string, unknown>, player: FixturePlayer) {
    const count = (card.rate.tickets_count ?? 1) * quantity;
    if (request.tickets_count !== undefined && request.tickets_count !== count) return 'price_changed' as const;
    const lotteryId = typeof request.lottery_id === 'number' ? request.lottery_id : undefined;
    return ticketDesk(player, card.lottery_ids ?? [], count, lotteryId);
  }

  function exchange(type: RateType, body: unknown, player: FixturePlayer) {
    const request = asRecord(asRecord(body).exchange);
    const card = rates[type].find((candidate) => candidate.group === request.group);
    const currency = String(request.currency ?? player.currency);
    const quantity = typeof request.quantity === 'number' ? request.quantity : 1;
    if (!card) return refuse('unknown_reward', 'group');
    if (isMultiAccount(player.groups ?? [])) return refuse('multi_account');
    if (card.requires_bonuses && player.canIssueBonuses === false) return refuse('bonuses_disabled');
    const price = pricePoints(card, currency);
    if (request.points !== price) return refuse('price_changed');
    const tickets = type === 'lotteries' ? reserveTickets(card, quantity, request, player) : null;
    if (typeof tickets === 'string') return refuse(tickets, 'lottery_id');
    const cost = price * quantity;
    if (cost > points.chargeable) return refuse('insufficient_points', 'points', cost - points.chargeable);
    const issued: ExchangeIssue[] = [];
    points.chargeable -= cost;
    if (tickets) {
      tickets.sell();
      issued.push({ kind: 'tickets', lottery_id: tickets.lottery_id, numbers: tickets.numbers });
    }
    if (type === 'money') {
      const amount = cashOf(card, currency) * quantity;
      const account = player.accounts.find((candidate) => candidate.currency === currency);
      if (account) {
        account.amount_cents += amount;
        account.available_to_cashout_cents += amount;
      }
      issued.push({ kind: 'cash', currency, amount_cents: amount });
    } else if (type !== 'lotteries') {
      for (let item = 0; item < quantity; item++) {
        issuedId += 1;
        if (type === 'freespins')
          issued.push({ kind: 'freespins', id: issuedId, freespins_count: card.rate.freespins_count ?? 0 });
        else if (type === 'lootboxes') issued.push({ kind: 'lootbox', id: issuedId });
        else {
          issued.push({ kind: 'request', id: issuedId, status: 'open' });
          requests.unshift({
            id: issuedId,
            group: card.group,
            title: card.title,
            points: price,
            status: 'open',
            created_at: new Date().toISOString(),
            closed_at: null,
          });
        }
      }
    }
    exchangeId += 1;
    return json(201, {
      id: exchangeId,
      type,
      group: card.group,
      quantity,
      points: cost,
      issued,
      comp_points: balances(),
    });
  }

  return {
    statuses: () => json(200, FIXTURE_LEVELS),
    compPoints: forPlayer(session, () => json(200, balances())),
    compPointRates: ({ params }) => {
      const known = (RATE_TYPES as readonly string[]).includes(params.type ?? '') ? (params.type as RateType) : null;
      return known === null ? errors(404, { type: ['is not a reward type'] }) : json(200, rates[known]);
    },
    exchangeCompPoints: forPlayer(session, ({ params, body }, player) => {
      const known = (RATE_TYPES as readonly string[]).includes(params.type ?? '') ? (params.type as RateType) : null;
      return known === null ? errors(404, { type: ['is not a reward type'] }) : exchange(known, body, player);
    }),
    specialRewardRequests: forPlayer(session, () => json(200, requests)),
    promotionPages: () =>
      json(
        200,
        options.pages ?? {
          rocket_mart: { enabled: true },
          rocket_chance: { enabled: true },
          lotteries: { enabled: true },
        },
      ),
  };
}
