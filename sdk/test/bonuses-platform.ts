import type { Bonus, BonusOffer, CouponStatus, Freespin, StoredNotification } from '../src/contract/bonuses';

/** A bonus that satisfies the contract: issued, activatable until December, 10 EUR to wager ×35. */
export function bonusFixture(overrides: Partial<Bonus> = {}): Bonus {
  return {
    id: 12,
    title: 'Welcome gift',
    amount_cents: 1_000,
    currency: 'EUR',
    stage: 'issued',
    strategy: 'coupon',
    amount_wager_requirement_cents: 35_000,
    amount_wager_cents: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    activatable_until: '2026-12-20T10:00:00.000Z',
    valid_until: null,
    activatable: true,
    cancelable: true,
    group_key: null,
    max_win_cents: null,
    balance_cents: 0,
    ...overrides,
  };
}

/** Free spins that satisfy the contract: 20 issued spins on one slot. */
export function freespinFixture(overrides: Partial<Freespin> = {}): Freespin {
  return {
    id: 3,
    title: '20 free spins',
    freespins_total: 20,
    freespins_performed: null,
    bet_level: 10,
    stage: 'issued',
    games: ['northlight/sweet-bonanza'],
    games_info: [
      { identifier: 'northlight/sweet-bonanza', title: 'Sweet Bonanza', provider: 'northlight', slug: 'sweet-bonanza' },
    ],
    activation_path: '/play/northlight/sweet-bonanza',
    provider: 'northlight',
    currency: 'EUR',
    created_at: '2026-11-21T10:00:00.000Z',
    activatable_until: '2026-11-28T10:00:00.000Z',
    valid_until: null,
    activatable: true,
    activation_condition: null,
    cancelable: true,
    group_key: null,
    win_cents: 0,
    wager_multiplier: 10,
    ...overrides,
  };
}

/** A stored notification that satisfies the contract. */
export function storedNotificationFixture(overrides: Partial<StoredNotification> = {}): StoredNotification {
  return {
    id: 1,
    type: 'personal',
    title: 'Hello',
    text: 'Welcome back',
    identifier: null,
    content: { icon: null, title: null, button: null },
    created_at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/** A deposit offer: 10% up to 50 EUR from 10 EUR, wagered ×1. */
export function offerFixture(overrides: Partial<BonusOffer> = {}): BonusOffer {
  return {
    id: 'QUICK10',
    title: 'Quick 10%',
    group_key: null,
    activatable_days: null,
    valid_days: 7,
    bonuses: [
      {
        title: 'Quick 10%',
        type: 'bonus',
        conditions: [{ field: 'amount', type: 'min', value: [{ currency: 'EUR', amount_cents: 1_000 }] }],
        attributes: [],
        result_bonus: [
          {
            type: 'bonus',
            percent: 10,
            amounts: [{ currency: 'EUR', amount_cents: 5_000 }],
            wager_multiplier: 1,
            max_win_multiplier: null,
          },
        ],
      },
    ],
    ...overrides,
  };
}

/** A request the bonuses side saw. */
export interface BonusesRequest {
  method: string;
  path: string;
  body: unknown;
}

/** The bonuses side of the test platform: the player's gifts, offers, coupons and notifications, in memory. */
export interface BonusesPlatform {
  requests: BonusesRequest[];
  bonuses: Bonus[];
  freespins: Freespin[];
  disabledGroupKeys: string[];
  notifications: StoredNotification[];
  depositOffers: BonusOffer[];
  registrationOffers: BonusOffer[];
  /** Deposit bonus codes PATCH set_bonus_code accepts; others answer 422. */
  validBonusCodes: Set<string>;
  /** The status each coupon code answers; unknown codes answer `failed_to_activate`. */
  coupons: Record<string, CouponStatus>;
  /** Paths that answer 500. */
  failing: Set<string>;
  /** Requests of a method and path. */
  seen(method: string, path: string): BonusesRequest[];
  fetch: typeof fetch;
}

const BONUSES_PATHS =
  /^\/api\/(player\/(bonuses|freespins|notifications|set_bonus_code|clear_bonus_code|update_bonus_settings)|bonuses\/|fe\/config\/disabled-bonuses)/;

type Answer = { status: number; body?: unknown };

/** Starts the bonuses side in front of `next` (the platform's fetch); it passes every other request on. */
export function startBonusesPlatform(next: typeof fetch = fetch): BonusesPlatform {
  const refused = (message: string): Answer => ({ status: 422, body: { errors: { base: [message] } } });

  function route(platform: BonusesPlatform, method: string, path: string, body: unknown): Answer {
    const [, , , kind, rawId, action] = path.split('/');
    const id = Number(rawId);
    if (kind === 'bonuses' || kind === 'freespins') {
      const list: (Bonus | Freespin)[] = kind === 'bonuses' ? platform.bonuses : platform.freespins;
      const record = list.find((item) => item.id === id);
      if (rawId === undefined && method === 'GET') return { status: 200, body: list };
      if (!record) return { status: 404, body: { errors: { base: ['Not found'] } } };
      if (method === 'POST' && action === 'activation') {
        if (record.stage !== 'issued') return refused('is not activatable');
        Object.assign(record, { stage: kind === 'bonuses' ? 'handle_bets' : 'activated', activatable: false });
        return { status: 204 };
      }
      if (method === 'DELETE' && action === undefined) {
        if (!record.cancelable) return refused('cannot be canceled');
        Object.assign(record, { stage: 'canceled', cancelable: false, activatable: false });
        return { status: 204 };
      }
      if (method === 'GET' && action === 'cancel_info') {
        return {
          status: 200,
          body: {
            id,
            total_withdrawal_amount: '5000',
            current_balance: '6500',
            cash_balance: '5000',
            bonus_balance: '1500',
            bonus_winnings: '500',
          },
        };
      }
    }
    switch (`${method} ${path}`) {
      case 'GET /api/player/notifications':
        return { status: 200, body: platform.notifications };
      case 'GET /api/fe/config/disabled-bonuses':
        return { status: 200, body: { group_keys: platform.disabledGroupKeys } };
      case 'GET /api/bonuses/deposit':
        return { status: 200, body: platform.depositOffers };
      case 'GET /api/bonuses/registration':
        return { status: 200, body: platform.registrationOffers };
      case 'POST /api/bonuses/coupon': {
        const code = String((body as { coupon_code?: unknown } | null)?.coupon_code ?? '');
        return { status: 200, body: { status: platform.coupons[code] ?? 'failed_to_activate' } };
      }
      case 'PATCH /api/player/set_bonus_code': {
        const code = String((body as { deposit_bonus_code?: unknown } | null)?.deposit_bonus_code ?? '');
        return platform.validBonusCodes.has(code)
          ? { status: 204 }
          : { status: 422, body: { errors: { deposit_bonus_code: ['is invalid'] } } };
      }
      case 'DELETE /api/player/clear_bonus_code':
      case 'PATCH /api/player/update_bonus_settings':
        return { status: 204 };
      default:
        return { status: 404, body: { errors: { base: [`No route ${method} ${path}`] } } };
    }
  }

  const platform: BonusesPlatform = {
    requests: [],
    bonuses: [],
    freespins: [],
    disabledGroupKeys: [],
    notifications: [],
    depositOffers: [],
    registrationOffers: [],
    validBonusCodes: new Set(),
    coupons: {},
    failing: new Set(),
    seen: (method, path) => platform.requests.filter((r) => r.method === method && r.path === path),
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (!BONUSES_PATHS.test(url.pathname)) return next(input, init);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      platform.requests.push({ method, path: url.pathname, body });
      const { status, body: answer } = platform.failing.has(url.pathname)
        ? { status: 500, body: { errors: { base: ['boom'] } } }
        : route(platform, method, url.pathname, body);
      return status === 204
        ? new Response(null, { status })
        : new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    },
  };
  return platform;
}
