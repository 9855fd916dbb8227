import type { RateLabel, RatePrice, RateType } from '@casino/sdk/contract';
import { WHEEL_SPIN_CARD, WHEEL_SPIN_GROUP_KEY } from '../loyalty/wheel/wheel-config';
import { COMP_POINT_ACCRUAL_RATES } from './comp-point-levels';

/** A card of the seeded Rocket Mart (table `comp_point_rates`, docs/loyalty.md, Rocket Mart). */
export interface SeedRate {
  group: string;
  type: RateType;
  title: string;
  description?: string;
  label?: RateLabel;
  /** Price of one item where a currency has no price of its own (EUR's). */
  points: number;
  wager: number;
  freespinsCount?: number;
  games?: readonly string[];
  /** The loot box configuration a loot box card issues from. */
  lootboxGroupKey?: string;
  /** Lottery tickets one item gives (lottery cards; the lotteries they sell are set by the lottery seed). */
  ticketsCount?: number;
  fulfilment?: 'bonus' | 'request';
  prices: readonly RatePrice[];
}

const EUR_BET_PER_POINT = COMP_POINT_ACCRUAL_RATES.EUR ?? 1_000;

/**
 * `points` for `euroCents` in every currency with an accrual rate, the amount scaled as the accrual rates scale (they
 * were set to about the same value per currency, docs/loyalty.md): €1 is 160 JPY, 1,000 satoshi, R$5.
 */
export function pricedEverywhere(points: number, euroCents: number): RatePrice[] {
  return Object.entries(COMP_POINT_ACCRUAL_RATES).map(([currency, betPerPoint]) => ({
    points,
    currency,
    amount_cents: Math.max(1, Math.round((euroCents * betPerPoint) / EUR_BET_PER_POINT)),
  }));
}

/** Line bet of the shop's free spins in euro cents: 20 lines make a €0.20 spin. */
export const FREESPIN_LINE_BET_EURO_CENTS = 1;

/** Slots the Rocket Mart's free spins are played on: the catalogue's most popular, offered in every currency. */
export const ROCKET_MART_GAMES = {
  starlightNinja: 'pragmaticplay/starlight-ninja',
  thunderPanda: 'pragmaticplay/thunder-panda',
  silverMermaid: 'pragmaticplay/silver-mermaid',
  epicCreme: 'pragmaticplay/epic-creme',
  frozenPhoenix: 'pragmaticplay/frozen-phoenix',
} as const;

/**
 * The seeded shop. Money: 100 points buy €1 (0.1 % of the stake at the accrual rate of a point per €10), bigger
 * exchanges a better rate, up to €120 for 10,000. Free spins: 10 to 100 spins of €0.20 (20 lines of €0.01), priced a
 * little above their value in money cards. Loot boxes: the Astro box of server/src/seed/lootbox-configs.ts, whose
 * default prizes are worth about €50 after wagering, for 4,000 points, and a spin of the prize wheel, worth about €20,
 * for 1,500 (the one price of a spin: the wheel's spin cost is this card's). Special: a birthday bonus through the
 * bonus engine, and two rewards the support team gives by hand. Lotteries: tickets to the running lottery
 * (server/src/seed/lottery-seed.ts), 200 points one, 900 five.
 */
export const SEED_RATES: readonly SeedRate[] = [
  { group: 'money_1', type: 'money', title: '€1 cash', points: 100, wager: 0, prices: pricedEverywhere(100, 100) },
  {
    group: 'money_5',
    type: 'money',
    title: '€5.25 cash',
    points: 500,
    wager: 0,
    prices: pricedEverywhere(500, 525),
  },
  {
    group: 'money_11',
    type: 'money',
    title: '€11 cash',
    label: 'popular',
    points: 1_000,
    wager: 0,
    prices: pricedEverywhere(1_000, 1_100),
  },
  {
    group: 'money_28',
    type: 'money',
    title: '€28.50 cash',
    points: 2_500,
    wager: 0,
    prices: pricedEverywhere(2_500, 2_850),
  },
  {
    group: 'money_58',
    type: 'money',
    title: '€58 cash',
    points: 5_000,
    wager: 0,
    prices: pricedEverywhere(5_000, 5_800),
  },
  {
    group: 'money_120',
    type: 'money',
    title: '€120 cash',
    label: 'vip',
    points: 10_000,
    wager: 0,
    prices: pricedEverywhere(10_000, 12_000),
  },
  {
    group: 'freespins_10',
    type: 'freespins',
    title: '10 free spins on Starlight Ninja',
    label: 'new',
    points: 120,
    wager: 30,
    freespinsCount: 10,
    games: [ROCKET_MART_GAMES.starlightNinja],
    prices: pricedEverywhere(120, FREESPIN_LINE_BET_EURO_CENTS),
  },
  {
    group: 'freespins_25',
    type: 'freespins',
    title: '25 free spins on Thunder Panda',
    label: 'popular',
    points: 280,
    wager: 30,
    freespinsCount: 25,
    games: [ROCKET_MART_GAMES.thunderPanda],
    prices: pricedEverywhere(280, FREESPIN_LINE_BET_EURO_CENTS),
  },
  {
    group: 'freespins_50',
    type: 'freespins',
    title: '50 free spins: Silver Mermaid or Epic Crème',
    points: 520,
    wager: 30,
    freespinsCount: 50,
    games: [ROCKET_MART_GAMES.silverMermaid, ROCKET_MART_GAMES.epicCreme],
    prices: pricedEverywhere(520, FREESPIN_LINE_BET_EURO_CENTS),
  },
  {
    group: 'freespins_100',
    type: 'freespins',
    title: '100 wager-free spins on Frozen Phoenix',
    label: 'vip',
    points: 1_500,
    wager: 0,
    freespinsCount: 100,
    games: [ROCKET_MART_GAMES.frozenPhoenix],
    prices: pricedEverywhere(1_500, FREESPIN_LINE_BET_EURO_CENTS),
  },
  {
    group: 'lootbox_astro',
    type: 'lootboxes',
    title: 'Astro loot box',
    description: 'Free spins or a bonus of up to €100, drawn when you open it.',
    label: 'popular',
    points: 4_000,
    wager: 30,
    lootboxGroupKey: 'lootbox_astro',
    prices: [],
  },
  {
    group: WHEEL_SPIN_CARD,
    type: 'lootboxes',
    title: 'Rocket wheel spin',
    description: 'A spin of the prize wheel: up to 100 free spins or a bonus of up to €100, where the wheel stops.',
    label: 'new',
    points: 1_500,
    wager: 30,
    lootboxGroupKey: WHEEL_SPIN_GROUP_KEY,
    prices: [],
  },
  {
    group: 'special_birthday',
    type: 'special',
    title: 'Birthday bonus €25',
    description: 'A €25 bonus (wager x3) in your gifts at once, to celebrate whenever you like.',
    points: 2_000,
    wager: 3,
    fulfilment: 'bonus',
    prices: pricedEverywhere(2_000, 2_500),
  },
  {
    group: 'special_priority_cashout',
    type: 'special',
    title: 'Priority withdrawals for 30 days',
    description: 'Our payments team handles your withdrawals first for 30 days, starting the working day after.',
    label: 'new',
    points: 3_000,
    wager: 0,
    fulfilment: 'request',
    prices: [],
  },
  {
    group: 'special_manager_call',
    type: 'special',
    title: 'A call from a personal manager',
    description: 'A VIP manager calls you within two working days to set up offers made for your play.',
    label: 'vip',
    points: 5_000,
    wager: 0,
    fulfilment: 'request',
    prices: [],
  },
  {
    group: 'lottery_ticket_1',
    type: 'lotteries',
    title: '1 ticket to the weekly lottery',
    points: 200,
    ticketsCount: 1,
    wager: 0,
    prices: [],
  },
  {
    group: 'lottery_ticket_5',
    type: 'lotteries',
    title: '5 tickets to the weekly lottery',
    label: 'popular',
    points: 900,
    ticketsCount: 5,
    wager: 0,
    prices: [],
  },
];
