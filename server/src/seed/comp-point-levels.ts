import { CURRENCY_VALUES } from '@casino/sdk/rules';
import { LEVEL } from './groups';

/** A level of the seed: a range `[min, max)` of persistent comp points inside one status group. */
export interface SeedCompPointLevel {
  /** `level_1` … `level_12` (loyalty.md §3: "format group_number"). */
  id: string;
  name: string;
  /** The status group (core.md §3 level id) the level belongs to. */
  groupId: number;
  min: number;
  max: number | null;
  giftDescriptions: readonly string[];
}

/**
 * The twelve levels, lowest first (docs/loyalty.md, Levels). Their ranges split the status groups' ranges of
 * `STATUSES` (0, 500, 1,500, 5,000, 20,000, 100,000 points): three Bronze levels for a player's first weeks, two each
 * for Rising star, Silver, Gold and Platinum, and Diamond as the last, open-ended one. At a point per €10 wagered
 * (docs/loyalty.md, Accrual) level 2 takes €1,000 of bets, Gold €50,000 and Diamond €1,000,000.
 */
export const COMP_POINT_LEVELS: readonly SeedCompPointLevel[] = [
  {
    id: 'level_1',
    name: 'Bronze I',
    groupId: LEVEL.bronze,
    min: 0,
    max: 100,
    giftDescriptions: ['Welcome to the Rocket Mart: exchange your astrocoins for money and free spins'],
  },
  {
    id: 'level_2',
    name: 'Bronze II',
    groupId: LEVEL.bronze,
    min: 100,
    max: 250,
    giftDescriptions: ['10 free spins on a featured slot'],
  },
  {
    id: 'level_3',
    name: 'Bronze III',
    groupId: LEVEL.bronze,
    min: 250,
    max: 500,
    giftDescriptions: ['20 free spins on a featured slot', 'A spin of the prize wheel'],
  },
  {
    id: 'level_4',
    name: 'Rising star I',
    groupId: LEVEL.risingStar,
    min: 500,
    max: 900,
    giftDescriptions: ['30 free spins on a featured slot', 'Birthday gift'],
  },
  {
    id: 'level_5',
    name: 'Rising star II',
    groupId: LEVEL.risingStar,
    min: 900,
    max: 1500,
    giftDescriptions: ['50 free spins on a featured slot', 'A loot box every week'],
  },
  {
    id: 'level_6',
    name: 'Silver I',
    groupId: LEVEL.silver,
    min: 1500,
    max: 3000,
    giftDescriptions: ['€20 bonus with wager x30', '5 % better money rates in the Rocket Mart'],
  },
  {
    id: 'level_7',
    name: 'Silver II',
    groupId: LEVEL.silver,
    min: 3000,
    max: 5000,
    giftDescriptions: ['€40 bonus with wager x30', 'Weekly cashback of 5 %'],
  },
  {
    id: 'level_8',
    name: 'Gold I',
    groupId: LEVEL.gold,
    min: 5000,
    max: 10000,
    giftDescriptions: ['€75 bonus with wager x30', 'Weekly cashback of 7 %', 'Faster withdrawals'],
  },
  {
    id: 'level_9',
    name: 'Gold II',
    groupId: LEVEL.gold,
    min: 10000,
    max: 20000,
    giftDescriptions: ['€150 bonus with wager x30', 'Weekly cashback of 8 %', 'Live chat with priority'],
  },
  {
    id: 'level_10',
    name: 'Platinum I',
    groupId: LEVEL.platinum,
    min: 20000,
    max: 50000,
    giftDescriptions: ['€400 bonus with wager x3', 'Weekly cashback of 10 %', 'A personal manager'],
  },
  {
    id: 'level_11',
    name: 'Platinum II',
    groupId: LEVEL.platinum,
    min: 50000,
    max: 100000,
    giftDescriptions: ['€1,000 bonus with wager x3', 'Weekly cashback of 12 %', 'Higher withdrawal limits'],
  },
  {
    id: 'level_12',
    name: 'Diamond',
    groupId: LEVEL.diamond,
    min: 100000,
    max: null,
    giftDescriptions: ['€3,000 bonus with wager x3', 'Weekly cashback of 15 %', 'Invitations to VIP events'],
  },
];

/**
 * Minor units of bet per comp point, per currency (docs/loyalty.md, Accrual): a point per €10 wagered, and in every
 * other currency the same value (`CURRENCY_VALUES` of the SDK rules, which tournaments and quests convert with too).
 * A currency without a row accrues at EUR's rate.
 */
export const COMP_POINT_ACCRUAL_RATES: Readonly<Record<string, number>> = CURRENCY_VALUES;
