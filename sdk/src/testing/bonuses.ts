import type { Bonus, BonusOffer, CouponStatus, Freespin, Notice, StoredNotification } from '../contract';
import { asRecord, forPlayer, type RouteResolvers, type Session } from './routes';

/** The signed-in player's gifts, the offers and the notifications at start. Every field defaults to none. */
export interface FixtureBonusesOptions {
  bonuses?: readonly Bonus[];
  freespins?: readonly Freespin[];
  /** Deposit offers (`depositOffers`); their ids are the codes `setBonusCode` takes. */
  depositOffers?: readonly BonusOffer[];
  /** Notices of testers (`notices`). */
  notices?: readonly Notice[];
  /** Stored notifications (`notifications`). */
  notifications?: readonly StoredNotification[];
  /** Group keys whose issued gifts are hidden (`disabledBonuses`). */
  disabledGroupKeys?: readonly string[];
  /** What each coupon code answers; other codes answer `failed_to_activate`. */
  coupons?: Readonly<Record<string, CouponStatus>>;
  /** Cash of the wallet, for `bonusCancelInfo`, in minor units. Defaults to 100000. */
  cashCents?: number;
}

/** A bonus of the fixture: an issued €50 deposit bonus to wager 35 times, unless `fields` say otherwise. */
export function fixtureBonus(fields: Partial<Bonus> = {}): Bonus {
  return {
    id: 1,
    title: 'Welcome bonus',
    amount_cents: 5_000,
    currency: 'EUR',
    stage: 'issued',
    strategy: 'deposit',
    amount_wager_requirement_cents: 175_000,
    amount_wager_cents: 0,
    created_at: '2026-11-20T08:00:00Z',
    activatable_until: '2026-11-27T08:00:00Z',
    valid_until: null,
    activatable: true,
    cancelable: true,
    group_key: null,
    max_win_cents: 50_000,
    balance_cents: 0,
    ...fields,
  };
}

/** Free spins of the fixture: 20 issued spins at €0.20 on Sweet Bonanza, unless `fields` say otherwise. */
export function fixtureFreespin(fields: Partial<Freespin> = {}): Freespin {
  return {
    id: 1,
    title: '20 free spins',
    freespins_total: 20,
    freespins_performed: null,
    bet_level: 20,
    stage: 'issued',
    games: ['pragmatic/sweet-bonanza'],
    games_info: [
      { identifier: 'pragmatic/sweet-bonanza', title: 'Sweet Bonanza', provider: 'pragmatic', slug: 'sweet-bonanza' },
    ],
    activation_path: '/play/pragmatic/sweet-bonanza',
    provider: 'pragmatic',
    currency: 'EUR',
    created_at: '2026-11-20T09:00:00Z',
    activatable_until: '2026-11-27T09:00:00Z',
    valid_until: null,
    activatable: true,
    activation_condition: null,
    cancelable: true,
    group_key: null,
    win_cents: 0,
    wager_multiplier: 30,
    ...fields,
  };
}

/** A deposit offer of the fixture: 100% up to €200 (or $200) from a €20 deposit, wagered 35 times. */
export function fixtureDepositOffer(fields: Partial<BonusOffer> = {}): BonusOffer {
  return {
    id: 'WELCOME100',
    title: '100% welcome bonus',
    group_key: null,
    activatable_days: 7,
    valid_days: 30,
    bonuses: [
      {
        title: '100% up to €200',
        type: 'bonus',
        conditions: [
          {
            field: 'amount',
            type: 'min',
            value: [
              { currency: 'EUR', amount_cents: 2_000 },
              { currency: 'USD', amount_cents: 2_000 },
            ],
          },
        ],
        attributes: [],
        result_bonus: [
          {
            type: 'bonus',
            percent: 100,
            amounts: [
              { currency: 'EUR', amount_cents: 20_000 },
              { currency: 'USD', amount_cents: 20_000 },
            ],
            wager_multiplier: 35,
            max_win_multiplier: 10,
          },
        ],
      },
    ],
    ...fields,
  };
}

/** A stored notification of the fixture: a bonus was issued, with a button to the gifts. */
export function fixtureNotification(fields: Partial<StoredNotification> = {}): StoredNotification {
  return {
    id: 1,
    type: 'bonuses_changes',
    title: 'Welcome bonus',
    text: 'bonus_issued',
    identifier: 'bonus:1',
    content: { icon: null, title: null, button: { title: 'open_gifts', path: '/profile/gifts' } },
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...fields,
  };
}

type Answer = { status: number; body?: unknown };
const refuse = (status: number, message: string): Answer => ({ status, body: { errors: { base: [message] } } });

/**
 * Internal: the bonus routes of the fixture platform over in-memory lists, like the reference server: activation
 * moves an issued gift on, cancelling ends it, coupons answer their configured status, `setBonusCode` takes only
 * the ids of the deposit offers. The offers and the disabled groups are public; every other route needs a session.
 */
export function createBonusRoutes(options: FixtureBonusesOptions, session: Session): RouteResolvers {
  let bonuses: Bonus[] = [...(options.bonuses ?? [])];
  let freespins: Freespin[] = [...(options.freespins ?? [])];
  const offers = options.depositOffers ?? [];
  const cashCents = options.cashCents ?? 100_000;
  const own = (resolve: Parameters<typeof forPlayer>[1]) => forPlayer(session, resolve);

  const bonusOf = (id: string | undefined) => bonuses.find((candidate) => candidate.id === Number(id));
  const changeBonus = (id: number, fields: Partial<Bonus>) => {
    bonuses = bonuses.map((candidate) => (candidate.id === id ? { ...candidate, ...fields } : candidate));
    return { status: 204 };
  };
  const freespinOf = (id: string | undefined) => freespins.find((candidate) => candidate.id === Number(id));
  const changeFreespin = (id: number, fields: Partial<Freespin>) => {
    freespins = freespins.map((candidate) => (candidate.id === id ? { ...candidate, ...fields } : candidate));
    return { status: 204 };
  };

  return {
    disabledBonuses: () => ({ status: 200, body: { group_keys: options.disabledGroupKeys ?? [] } }),
    depositOffers: () => ({ status: 200, body: offers }),
    registrationOffers: () => ({ status: 200, body: [] }),
    bonuses: own(() => ({ status: 200, body: bonuses })),
    freespins: own(() => ({ status: 200, body: freespins })),
    notifications: own(() => ({ status: 200, body: options.notifications ?? [] })),
    notices: own(() => ({ status: 200, body: options.notices ?? [] })),
    redeemCoupon: own(({ body }) => ({
      status: 200,
      body: { status: options.coupons?.[String(asRecord(body).coupon_code)] ?? 'failed_to_activate' },
    })),
    setBonusCode: own(({ body }, player) => {
      const wanted = String(asRecord(body).deposit_bonus_code ?? '');
      if (!offers.some((offer) => offer.id === wanted))
        return { status: 422, body: { errors: { deposit_bonus_code: ['is invalid'] } } };
      player.depositBonusCode = wanted;
      return { status: 204 };
    }),
    clearBonusCode: own((_, player) => {
      player.depositBonusCode = null;
      return { status: 204 };
    }),
    updateBonusSettings: own(({ body }, player) => {
      player.canIssueBonuses = asRecord(body).can_issue === true;
      return { status: 204 };
    }),
    bonusCancelInfo: own(({ params }) => {
      const bonus = bonusOf(params.id);
      if (!bonus) return refuse(404, 'Bonus not found');
      const cents = String(bonus.balance_cents);
      return {
        status: 200,
        body: {
          id: bonus.id,
          total_withdrawal_amount: String(cashCents),
          current_balance: String(cashCents + bonus.balance_cents),
          cash_balance: String(cashCents),
          bonus_balance: cents,
          bonus_winnings: String(Math.max(bonus.balance_cents - bonus.amount_cents, 0)),
        },
      };
    }),
    activateBonus: own(({ params }) => {
      const bonus = bonusOf(params.id);
      if (!bonus) return refuse(404, 'Bonus not found');
      if (bonus.stage !== 'issued' || !bonus.activatable) return refuse(422, 'This bonus cannot be activated');
      return changeBonus(bonus.id, { stage: 'handle_bets', activatable: false, balance_cents: bonus.amount_cents });
    }),
    cancelBonus: own(({ params }) => {
      const bonus = bonusOf(params.id);
      if (!bonus) return refuse(404, 'Bonus not found');
      if (!bonus.cancelable) return refuse(422, 'This bonus cannot be cancelled');
      return changeBonus(bonus.id, { stage: 'canceled', cancelable: false, activatable: false, balance_cents: 0 });
    }),
    activateFreespins: own(({ params }) => {
      const freespin = freespinOf(params.id);
      if (!freespin) return refuse(404, 'Free spins not found');
      if (freespin.stage !== 'issued') return refuse(422, 'These free spins cannot be activated');
      return changeFreespin(freespin.id, { stage: 'activated', activatable: false });
    }),
    cancelFreespins: own(({ params }) => {
      const freespin = freespinOf(params.id);
      if (!freespin) return refuse(404, 'Free spins not found');
      return changeFreespin(freespin.id, { stage: 'canceled', cancelable: false, activatable: false });
    }),
  };
}
