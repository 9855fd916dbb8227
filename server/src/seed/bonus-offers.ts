import type { OfferCondition, OfferResult } from '@casino/sdk/contract';
import { LEVEL } from './groups';

/** An offer of the seed (a `bonus_offers` row). */
export interface SeedOffer {
  id: string;
  kind: 'deposit' | 'registration' | 'coupon';
  title: string;
  groupKey: string | null;
  conditions: OfferCondition[];
  results: OfferResult[];
  activatableDays: number | null;
  validDays: number | null;
  active: boolean;
}

/** Units of each fiat currency of the seed worth about one euro. */
const EURO_RATES: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1,
  GBP: 1,
  CAD: 1.5,
  AUD: 1.5,
  NZD: 1.5,
  NOK: 10,
  BRL: 5,
  PLN: 4,
};

/** `euros` in every seeded fiat currency, minor units. */
export function perCurrency(euros: number): { currency: string; amount_cents: number }[] {
  return Object.entries(EURO_RATES).map(([currency, rate]) => ({
    currency,
    amount_cents: Math.round(euros * rate * 100),
  }));
}

function minDeposit(euros: number): OfferCondition {
  return { field: 'amount', type: 'min', value: perCurrency(euros) };
}

function bonus(
  percent: number | null,
  euros: number,
  wagerMultiplier: number,
  maxWinMultiplier: number | null = null,
): OfferResult {
  return {
    type: 'bonus',
    percent,
    amounts: perCurrency(euros),
    wager_multiplier: wagerMultiplier,
    max_win_multiplier: maxWinMultiplier,
  };
}

/** The seeded slot the SPINS20 coupon's free spins are played on. */
export const FREESPINS_GAME = 'goldcrest/royal-fiesta-deluxe';

/** Group key of the seeded offer whose issued gifts the front end hides (disabled_bonus_groups). */
export const DISABLED_GROUP_KEY = 'sport_welcome';

/** The offers of the seed, in list order: deposit offers, the registration gift, coupons. */
export const SEED_OFFERS: readonly SeedOffer[] = [
  {
    id: 'WELCOME100',
    kind: 'deposit',
    title: 'Welcome bonus 100%',
    groupKey: 'welcome',
    conditions: [{ field: 'deposit_number', type: 'eq', value: 1 }, minDeposit(20)],
    results: [bonus(100, 200, 35, 10)],
    activatableDays: null,
    validDays: 30,
    active: true,
  },
  {
    id: 'RELOAD50',
    kind: 'deposit',
    title: 'Reload bonus 50%',
    groupKey: 'reload',
    conditions: [minDeposit(30)],
    results: [bonus(50, 100, 30)],
    activatableDays: null,
    validDays: 14,
    active: true,
  },
  {
    id: 'QUICK10',
    kind: 'deposit',
    title: 'Quick bonus 10%',
    groupKey: 'quick',
    conditions: [minDeposit(10)],
    results: [bonus(10, 50, 1)],
    activatableDays: null,
    validDays: 7,
    active: true,
  },
  {
    id: 'VIPBOOST',
    kind: 'deposit',
    title: 'VIP boost 25%',
    groupKey: 'vip',
    conditions: [
      { field: 'groups', type: 'pick', value: [`pick:${LEVEL.diamond}`, `pick:${LEVEL.platinum}`] },
      minDeposit(500),
    ],
    results: [bonus(25, 1000, 25)],
    activatableDays: null,
    validDays: 30,
    active: true,
  },
  {
    id: 'WELCOME_GIFT',
    kind: 'registration',
    title: 'Welcome gift',
    groupKey: 'registration',
    conditions: [],
    results: [bonus(null, 5, 20)],
    activatableDays: 7,
    validDays: 3,
    active: true,
  },
  {
    id: 'FREE10',
    kind: 'coupon',
    title: 'Free 10',
    groupKey: 'coupon',
    conditions: [],
    results: [bonus(null, 10, 10)],
    activatableDays: 7,
    validDays: 7,
    active: true,
  },
  {
    id: 'SPINS20',
    kind: 'coupon',
    title: '20 free spins',
    groupKey: 'coupon',
    conditions: [],
    results: [
      {
        type: 'freespins',
        count: 20,
        games: [FREESPINS_GAME],
        bet_levels: Object.keys(EURO_RATES).map((currency) => ({ currency, amount_cents: 10 })),
        wager_multiplier: 10,
      },
    ],
    activatableDays: 7,
    validDays: 7,
    active: true,
  },
  {
    id: 'EXPIRED5',
    kind: 'coupon',
    title: 'Expired 5',
    groupKey: 'coupon',
    conditions: [],
    results: [bonus(null, 5, 10)],
    activatableDays: 7,
    validDays: 7,
    active: false,
  },
  {
    id: 'SPORT_WELCOME',
    kind: 'coupon',
    title: 'Sport welcome bet',
    groupKey: DISABLED_GROUP_KEY,
    conditions: [],
    results: [bonus(null, 10, 5)],
    activatableDays: 30,
    validDays: 7,
    active: false,
  },
];

/** A notice of the seed (shown to testers and group 916). */
export interface SeedNotice {
  type: 'info' | 'warning';
  title: string;
  text: string;
  content: string | null;
}

/** The notices of the seed. */
export const SEED_NOTICES: readonly SeedNotice[] = [
  {
    type: 'info',
    title: 'New cashbox in testing',
    text: 'Deposits now start the deposit bonus at once. Report anything odd to the QA channel.',
    content: null,
  },
  {
    type: 'warning',
    title: 'Maintenance window',
    text: 'Game rounds may be slow on Sunday between 02:00 and 03:00 UTC.',
    content: '<p>Planned database maintenance; balances are not affected.</p>',
  },
];
