import * as z from 'zod/mini';
import { CompPoints } from './comp-points';

/**
 * Reward types of the Rocket Mart (loyalty.md §3), as the `{type}` of GET /api/comp_points/rates/{type} and
 * POST /api/comp_points/exchange/{type}. `lotteries` cards sell tickets to the lotteries they list (docs/lotteries.md).
 */
export const RATE_TYPES = ['money', 'freespins', 'lootboxes', 'lotteries', 'special'] as const;
export const RateType = z.enum(RATE_TYPES);
export type RateType = z.infer<typeof RateType>;

/** The badge of a card (loyalty.md §3 labels: popular, new, VIP). */
export const RateLabel = z.enum(['popular', 'new', 'vip']);
export type RateLabel = z.infer<typeof RateLabel>;

/** The most items one exchange gives (the stepper's upper bound besides the balance: docs/loyalty.md, Rocket Mart). */
export const EXCHANGE_QUANTITY_MAX = 100;

/**
 * A card's price and value in one currency: `points` buy `amount_cents` of `currency`. Money cards: the cash paid.
 * Free-spin cards: the line bet of each spin. Special cards given as a bonus: the bonus amount. Loot box and lottery
 * cards have none. A currency without an entry takes EUR's (loyalty.md §9).
 */
export const RatePrice = z.object({
  points: z.int(),
  currency: z.string(),
  amount_cents: z.int(),
});
export type RatePrice = z.infer<typeof RatePrice>;

/**
 * One card of GET /api/comp_points/rates/{type} (api-facts §5, loyalty.md §3 "comp point offer"). `group` names it
 * in an exchange. `rate.points` is the price of one item: the EUR price for money cards (whose price can differ by
 * currency, see `rates`), the one price for the others.
 */
export const RateCard = z.object({
  group: z.string(),
  title: z.string(),
  type: RateType,
  /** What the player reads under the title (special rewards say how they are given). */
  description: z.optional(z.string()),
  /** Wagering of what the card gives, as a multiple of it; 0: cash, or winnings paid as cash. */
  wager: z.int(),
  label: z.optional(RateLabel),
  rate: z.object({
    points: z.int(),
    /** Spins one item gives (free-spin cards). */
    freespins_count: z.optional(z.int()),
    /** Lottery tickets one item gives (lottery cards). */
    tickets_count: z.optional(z.int()),
  }),
  rates: z.array(RatePrice),
  /** Game identifiers (`provider/slug`) the free spins are played on; empty for other cards. */
  games: z.array(z.string()),
  /** Titles of `games`, by identifier. */
  game_titles: z.optional(z.record(z.string(), z.string())),
  /** The lotteries whose tickets the card gives (lottery cards); an exchange buys into the first running one by default. */
  lottery_ids: z.optional(z.array(z.int())),
  /**
   * The exchange gives a gift through the bonus engine (free spins, a loot box, a bonus): a player who cannot receive
   * bonuses (`can_issue_bonuses` false) must enable them first (loyalty.md §4); the server refuses until then.
   */
  requires_bonuses: z.boolean(),
});
export type RateCard = z.infer<typeof RateCard>;

/** GET /api/comp_points/rates/{type}: the cards of one type, in shop order. */
export const RateCardList = z.array(RateCard);

/** Where a special reward the support team gives stands: open until they fulfil or cancel it (points refunded). */
export const SpecialRewardRequestStatus = z.enum(['open', 'fulfilled', 'canceled']);
export type SpecialRewardRequestStatus = z.infer<typeof SpecialRewardRequestStatus>;

/** What an exchange gave, one entry per thing issued. */
export const ExchangeIssue = z.union([
  /** Cash paid into the wallet through the ledger. */
  z.object({ kind: z.literal('cash'), currency: z.string(), amount_cents: z.int() }),
  /** Free spins (GET /api/player/freespins): one record holding every spin bought. */
  z.object({ kind: z.literal('freespins'), id: z.int(), freespins_count: z.int() }),
  /** A loot box (GET /api/player/lootboxes). */
  z.object({ kind: z.literal('lootbox'), id: z.int() }),
  /** A bonus (GET /api/player/bonuses). */
  z.object({ kind: z.literal('bonus'), id: z.int(), currency: z.string(), amount_cents: z.int() }),
  /** A special reward the support team fulfils (a call, a gift): the request they work from, and its status. */
  z.object({ kind: z.literal('request'), id: z.int(), status: SpecialRewardRequestStatus }),
  /** Lottery tickets (GET /api/lotteries/{id}/status): the numbers they drew in the lottery's ticket list. */
  z.object({ kind: z.literal('tickets'), lottery_id: z.int(), numbers: z.array(z.int()) }),
]);
export type ExchangeIssue = z.infer<typeof ExchangeIssue>;

/** 201 answer of an exchange: what was bought, the points spent, what was issued and the balances after it. */
export const ExchangeResult = z.object({
  /** The exchange: its comp point entries are referenced `exchange:{id}`, so the journal says what the points bought. */
  id: z.int(),
  type: RateType,
  group: z.string(),
  quantity: z.int(),
  /** Points spent: the price times the quantity. */
  points: z.int(),
  issued: z.array(ExchangeIssue),
  comp_points: CompPoints,
});
export type ExchangeResult = z.infer<typeof ExchangeResult>;

/**
 * One of GET /api/player/special_reward_requests: a special reward bought in the Rocket Mart that the support team
 * gives by hand (`group` and `title` of its card), the points it cost, and where it stands. `closed_at` says when
 * support fulfilled or canceled it; a canceled request's points were given back.
 */
export const SpecialRewardRequest = z.object({
  id: z.int(),
  group: z.string(),
  title: z.string(),
  points: z.int(),
  status: SpecialRewardRequestStatus,
  created_at: z.string(),
  closed_at: z.nullable(z.string()),
});
export type SpecialRewardRequest = z.infer<typeof SpecialRewardRequest>;

/** GET /api/player/special_reward_requests: the player's requests, newest first. */
export const SpecialRewardRequestList = z.array(SpecialRewardRequest);

/**
 * Why an exchange was refused (422), besides a malformed body: too few points, a multi-account player (group 100),
 * a player who cannot receive bonuses, a price that changed, a card that does not exist or is not sold in the
 * currency, a lottery that is not running (not started, ended or drawn, or not open to the player's groups), or more
 * tickets than a player may hold (`max_tickets_count_to_player`).
 */
export const ExchangeRefusalCode = z.enum([
  'insufficient_points',
  'multi_account',
  'bonuses_disabled',
  'price_changed',
  'unknown_reward',
  'lottery_not_running',
  'tickets_limit',
]);
export type ExchangeRefusalCode = z.infer<typeof ExchangeRefusalCode>;

/** English texts of the refusals; the client translates them by `code`. */
export const EXCHANGE_REFUSALS = {
  insufficient_points: (missing: number) => `${missing} more point${missing === 1 ? '' : 's'} needed`,
  multi_account: 'Exchanges are closed to accounts flagged as multiple accounts; contact support',
  bonuses_disabled: 'Enable bonuses in your profile to receive this reward',
  price_changed: 'The price has changed; reload the Rocket Mart',
  unknown_reward: 'is not a reward of the Rocket Mart',
  lottery_not_running: 'This lottery is not selling tickets now',
  tickets_limit: 'You hold as many tickets of this lottery as a player may',
} as const;

/**
 * 422 of an exchange refused for a reason of {@link ExchangeRefusalCode}: `{errors}` as every 4xx (the field is
 * `points` for insufficient points, `group` for an unknown reward, `base` otherwise), its `code`, and for
 * insufficient points the `missing_points`. Nothing was spent.
 */
export const ExchangeRefusal = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  code: ExchangeRefusalCode,
  missing_points: z.optional(z.int()),
});
export type ExchangeRefusal = z.infer<typeof ExchangeRefusal>;

/** A promotion page's switch. */
export const PromotionPage = z.object({ enabled: z.boolean() });

/**
 * GET /api/fe/config/manage-promotion-pages: which promotion pages are on (loyalty.md §2). A page that is off
 * redirects to /promotions (lotteries: to /tournaments/all) and leaves the top navigation; testers (group 21) see
 * every page regardless.
 */
export const PromotionPagesConfig = z.object({
  rocket_mart: PromotionPage,
  rocket_chance: PromotionPage,
  lotteries: PromotionPage,
  /** The mystic jackpot pages and their top-navigation entry (loyalty.md §2, the mystic-jackpot flag); absent: off. */
  mystic_jackpots: z.optional(PromotionPage),
  /** The adventure calendar's bookmark in the navigation (its page stays reachable by its address); absent: off. */
  vip_adventure: z.optional(PromotionPage),
});
export type PromotionPagesConfig = z.infer<typeof PromotionPagesConfig>;
