import type { LootboxBonus, WheelPage } from '@casino/sdk/contract';
import { WHEEL_SPIN_GROUP_KEY } from '../loyalty/wheel/wheel-config';
import { perCurrency } from './bonus-offers';
import { GROUP } from './groups';

/**
 * A weighted prize of a seeded prize table: a wheel segment's label and words, and what it gives. Texts say amounts as
 * `{bonus_amount}`, `{max_win}` and `{bet_level}`, written in the box's currency when shown (prize-table.ts).
 */
export interface SeedLootboxPrize {
  weight: number;
  label: string;
  description: string;
  bonus: LootboxBonus;
}

/** A loot box configuration of the seed: its prize table per user group key (`'21'`, …) and `default`. */
export interface SeedLootboxConfig {
  groupKey: string;
  title: string;
  validDays: number;
  display: number;
  tables: Readonly<Record<string, readonly SeedLootboxPrize[]>>;
}

/** Slots of the seeded catalogue that loot box free spins are played on. */
export const LOOTBOX_GAMES = {
  royalFiesta: { identifier: 'goldcrest/royal-fiesta-deluxe', title: 'Royal Fiesta Deluxe' },
  goldenRocket: { identifier: 'goldcrest/golden-rocket', title: 'Golden Rocket' },
  luckyRush: { identifier: 'goldcrest/lucky-rush', title: 'Lucky Rush' },
} as const;
type LootboxGame = (typeof LOOTBOX_GAMES)[keyof typeof LOOTBOX_GAMES];

/** Placeholders of the per-currency amounts in prize texts (`fillAmounts` of prize-table.ts writes them). */
const AMOUNT = '{bonus_amount}';
const MAX_WIN = '{max_win}';
const BET = '{bet_level}';

/** `count` free spins on `game` at `betEuros` a line; their winnings are wagered `wager` times. */
function freespins(
  weight: number,
  count: number,
  game: LootboxGame,
  betEuros: number,
  wager: number,
): SeedLootboxPrize {
  return {
    weight,
    label: `${count} FS`,
    description: `${count} free spins on ${game.title} at ${BET} a line, winnings wagered x${wager}`,
    bonus: {
      title: `${count} free spins on ${game.title}`,
      type: 'freespins',
      attributes: [
        { field: 'freespins_count', value: count },
        { field: 'games', value: [game.identifier] },
        { field: 'bet_level', value: perCurrency(betEuros) },
      ],
      result_bonus: [{ field: 'wager', value: wager }],
    },
  };
}

/** A bonus of `amountEuros` to wager `wager` times, paying out at most `maxWinEuros`. */
function bonus(weight: number, amountEuros: number, wager: number, maxWinEuros: number): SeedLootboxPrize {
  return {
    weight,
    label: AMOUNT,
    description: `${AMOUNT} bonus, wager x${wager}, wins up to ${MAX_WIN}`,
    bonus: {
      title: `${AMOUNT} bonus`,
      type: 'bonus',
      attributes: [{ field: 'bonus_amount', value: perCurrency(amountEuros) }],
      result_bonus: [
        { field: 'wager', value: wager },
        { field: 'max_win', value: perCurrency(maxWinEuros) },
      ],
    },
  };
}

const { royalFiesta, goldenRocket, luckyRush } = LOOTBOX_GAMES;

/**
 * The seeded loot boxes and the wheel (loyalty.md §6, §9): wager 30 on small bonuses and 3 on free-spin winnings and
 * VIP bonuses, free spins 10–250, bonuses up to €10,000 on the wheel and €100,000 in a loot box, a maximum win per
 * currency on every bonus. Each table's weights sum to 1,000 (per mille), except the testers' (21), which are flat so
 * that a tester meets every prize.
 */
export const LOOTBOX_CONFIGS: readonly SeedLootboxConfig[] = [
  {
    groupKey: 'lootbox_astro',
    title: 'Astro loot box',
    validDays: 14,
    display: 1,
    tables: {
      default: [
        freespins(400, 10, royalFiesta, 0.2, 3),
        freespins(250, 25, royalFiesta, 0.2, 3),
        bonus(200, 5, 30, 50),
        freespins(90, 50, goldenRocket, 0.2, 3),
        bonus(50, 20, 30, 200),
        freespins(8, 100, goldenRocket, 0.2, 3),
        bonus(2, 100, 30, 1_000),
      ],
      [GROUP.tester]: [
        freespins(1, 10, royalFiesta, 0.2, 3),
        freespins(1, 25, royalFiesta, 0.2, 3),
        bonus(1, 5, 30, 50),
        freespins(1, 50, goldenRocket, 0.2, 3),
        bonus(1, 20, 30, 200),
        freespins(1, 100, goldenRocket, 0.2, 3),
        bonus(1, 100, 30, 1_000),
      ],
      [GROUP.highRoller]: [
        freespins(350, 50, goldenRocket, 0.5, 3),
        freespins(200, 100, goldenRocket, 0.5, 3),
        bonus(200, 50, 30, 500),
        freespins(120, 250, luckyRush, 0.5, 3),
        bonus(100, 250, 30, 2_500),
        bonus(25, 1_000, 30, 10_000),
        bonus(5, 5_000, 3, 50_000),
      ],
      [GROUP.vipClub]: [
        freespins(300, 100, luckyRush, 1, 3),
        freespins(200, 250, luckyRush, 1, 3),
        bonus(250, 500, 3, 5_000),
        bonus(150, 2_500, 3, 25_000),
        bonus(80, 10_000, 3, 100_000),
        bonus(18, 25_000, 3, 250_000),
        bonus(2, 100_000, 3, 1_000_000),
      ],
    },
  },
  {
    groupKey: WHEEL_SPIN_GROUP_KEY,
    title: 'Rocket wheel spin',
    validDays: 7,
    display: 0,
    tables: {
      default: [
        freespins(300, 10, royalFiesta, 0.1, 3),
        bonus(250, 2, 30, 20),
        freespins(180, 20, royalFiesta, 0.1, 3),
        bonus(120, 5, 30, 50),
        freespins(80, 50, goldenRocket, 0.1, 3),
        bonus(50, 20, 30, 200),
        freespins(15, 100, goldenRocket, 0.1, 3),
        bonus(5, 100, 30, 1_000),
      ],
      [GROUP.tester]: [
        freespins(1, 10, royalFiesta, 0.1, 3),
        bonus(1, 2, 30, 20),
        freespins(1, 20, royalFiesta, 0.1, 3),
        bonus(1, 5, 30, 50),
        freespins(1, 50, goldenRocket, 0.1, 3),
        bonus(1, 20, 30, 200),
        freespins(1, 100, goldenRocket, 0.1, 3),
        bonus(1, 100, 30, 1_000),
      ],
      [GROUP.highRoller]: [
        freespins(300, 25, goldenRocket, 0.5, 3),
        bonus(250, 10, 30, 100),
        freespins(180, 50, goldenRocket, 0.5, 3),
        bonus(120, 25, 30, 250),
        freespins(80, 100, luckyRush, 0.5, 3),
        bonus(50, 100, 30, 1_000),
        freespins(15, 250, luckyRush, 0.5, 3),
        bonus(5, 1_000, 30, 10_000),
      ],
      [GROUP.vipClub]: [
        freespins(300, 50, luckyRush, 1, 3),
        bonus(250, 50, 3, 500),
        freespins(180, 100, luckyRush, 1, 3),
        bonus(120, 250, 3, 2_500),
        freespins(80, 250, luckyRush, 1, 3),
        bonus(50, 1_000, 3, 10_000),
        bonus(15, 5_000, 3, 50_000),
        bonus(5, 10_000, 3, 100_000),
      ],
    },
  },
];

/** The wheel pages (`/{product}-wheel`): the Rocket Mart's and the casino's on the site, the betting site's in its iframe. */
export const WHEEL_PAGES: readonly WheelPage[] = [
  { product: 'rocketmart', enabled: true },
  { product: 'casino', enabled: true },
  { product: 'sport', enabled: true },
];

/** Loot boxes each demo player holds on a fresh start: `count` issued boxes of a group key. */
export const DEMO_LOOTBOXES: Readonly<Record<string, readonly { groupKey: string; count: number }[]>> = {
  'eur@casino.test': [
    { groupKey: WHEEL_SPIN_GROUP_KEY, count: 2 },
    { groupKey: 'lootbox_astro', count: 1 },
  ],
  'usd@casino.test': [
    { groupKey: WHEEL_SPIN_GROUP_KEY, count: 1 },
    { groupKey: 'lootbox_astro', count: 1 },
  ],
  'gbp@casino.test': [{ groupKey: WHEEL_SPIN_GROUP_KEY, count: 1 }],
  'tester@casino.test': [
    { groupKey: WHEEL_SPIN_GROUP_KEY, count: 3 },
    { groupKey: 'lootbox_astro', count: 2 },
  ],
  'vip@casino.test': [
    { groupKey: WHEEL_SPIN_GROUP_KEY, count: 2 },
    { groupKey: 'lootbox_astro', count: 1 },
  ],
};
