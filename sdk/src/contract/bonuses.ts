import * as z from 'zod/mini';

/**
 * Gift stages (core.md §4, api-facts §4). A bonus moves issued → handle_bets (or wait, queued behind the bonus being
 * wagered in its currency) → wager_done | lost | canceled | expired; free spins move issued → activated → finished |
 * canceled | expired. docs/bonuses.md draws both.
 */
export const BONUS_STAGES = [
  'issued',
  'wait',
  'handle_bets',
  'lost',
  'canceled',
  'expired',
  'wager_done',
  'activated',
  'finished',
] as const;
export const BonusStage = z.enum(BONUS_STAGES);
export type BonusStage = z.infer<typeof BonusStage>;

/** Stages after which a gift can change no more (core.md §4: finished gifts). */
export const FINISHED_STAGES: readonly BonusStage[] = ['finished', 'canceled', 'expired', 'wager_done', 'lost'];

/** How a bonus came to the player. */
export const BonusStrategy = z.enum(['registration', 'deposit', 'coupon', 'gift', 'freespins']);
export type BonusStrategy = z.infer<typeof BonusStrategy>;

/** GET /api/player/bonuses item (api-facts §4), plus `max_win_cents` and the money it holds now. */
export const Bonus = z.object({
  id: z.int(),
  title: z.string(),
  amount_cents: z.int(),
  currency: z.string(),
  stage: BonusStage,
  strategy: BonusStrategy,
  amount_wager_requirement_cents: z.int(),
  amount_wager_cents: z.int(),
  created_at: z.string(),
  activatable_until: z.nullable(z.string()),
  valid_until: z.nullable(z.string()),
  activatable: z.boolean(),
  cancelable: z.boolean(),
  group_key: z.optional(z.nullable(z.string())),
  /** The most this bonus can turn into cash at wager_done; null when uncapped. */
  max_win_cents: z.nullable(z.int()),
  /** Bonus money it holds: its amount plus winnings while wagered, 0 before and after. */
  balance_cents: z.int(),
});
export type Bonus = z.infer<typeof Bonus>;
export const BonusList = z.array(Bonus);

/** GET /api/player/bonuses/{id}/cancel_info: what cancelling would leave. Amounts are minor units as decimal strings. */
export const BonusCancelInfo = z.object({
  id: z.int(),
  /** What the player could withdraw after cancelling: the cash. */
  total_withdrawal_amount: z.string(),
  /** The wallet's total now (cash + bonus). */
  current_balance: z.string(),
  cash_balance: z.string(),
  /** The bonus money cancelling removes. */
  bonus_balance: z.string(),
  /** The part of the bonus money won while wagering (bonus balance above the bonus amount), also removed. */
  bonus_winnings: z.string(),
});
export type BonusCancelInfo = z.infer<typeof BonusCancelInfo>;

/** A game free spins are played on (`games_info` of a free-spin record). */
export const FreespinGame = z.object({
  identifier: z.string(),
  title: z.string(),
  provider: z.string(),
  slug: z.string(),
});
export type FreespinGame = z.infer<typeof FreespinGame>;

/** GET /api/player/freespins item (api-facts §4), plus the winnings collected so far. */
export const Freespin = z.object({
  id: z.int(),
  title: z.string(),
  freespins_total: z.int(),
  freespins_performed: z.nullable(z.int()),
  /** Line bet of each free spin, minor units. */
  bet_level: z.int(),
  stage: BonusStage,
  games: z.array(z.string()),
  games_info: z.array(FreespinGame),
  /** Where the first listed game is played, `/play/{producer}/{name}`. */
  activation_path: z.string(),
  provider: z.string(),
  currency: z.string(),
  created_at: z.string(),
  activatable_until: z.nullable(z.string()),
  valid_until: z.nullable(z.string()),
  activatable: z.boolean(),
  activation_condition: z.nullable(z.string()),
  cancelable: z.boolean(),
  group_key: z.nullable(z.string()),
  /** Winnings of the spins played; when the last is played they become a bonus to wager (or cash without wagering). */
  win_cents: z.int(),
  /** Wagering the winnings get, as a multiple of them (0: paid as cash). */
  wager_multiplier: z.int(),
});
export type Freespin = z.infer<typeof Freespin>;
export const FreespinList = z.array(Freespin);

/** A minimum or maximum per currency (`{field:"amount", type:"min", value:[{currency, amount_cents}]}`). */
export const AmountCondition = z.object({
  field: z.literal('amount'),
  type: z.enum(['min', 'max']),
  value: z.array(z.object({ currency: z.string(), amount_cents: z.int() })),
});
/** Player groups the offer is for (`{field:"groups", value:["pick:<id>"]}`). */
export const GroupsCondition = z.object({
  field: z.literal('groups'),
  type: z.literal('pick'),
  value: z.array(z.string()),
});
/** Which deposit of the player it applies to: 1 = the first deposit. */
export const DepositNumberCondition = z.object({
  field: z.literal('deposit_number'),
  type: z.literal('eq'),
  value: z.int(),
});
export const OfferCondition = z.union([AmountCondition, GroupsCondition, DepositNumberCondition]);
export type OfferCondition = z.infer<typeof OfferCondition>;

/** What an offer gives: bonus money (a percent of the deposit up to a cap, or a fixed amount) or free spins. */
export const OfferResult = z.union([
  z.object({
    type: z.literal('bonus'),
    /** Percent of the deposit; null for a fixed amount. */
    percent: z.nullable(z.int()),
    /** Fixed amount, or the cap of a percent bonus, per currency. */
    amounts: z.array(z.object({ currency: z.string(), amount_cents: z.int() })),
    wager_multiplier: z.int(),
    /** The most the bonus can turn into cash, as a multiple of its amount; null when uncapped. */
    max_win_multiplier: z.nullable(z.int()),
  }),
  z.object({
    type: z.literal('freespins'),
    count: z.int(),
    games: z.array(z.string()),
    bet_levels: z.array(z.object({ currency: z.string(), amount_cents: z.int() })),
    wager_multiplier: z.int(),
  }),
]);
export type OfferResult = z.infer<typeof OfferResult>;

/** One bonus of an offer (api-facts §4 `bonuses[]`). */
export const OfferBonus = z.object({
  title: z.string(),
  type: z.enum(['bonus', 'freespins']),
  conditions: z.array(OfferCondition),
  attributes: z.array(z.object({ name: z.string(), value: z.union([z.string(), z.number()]) })),
  result_bonus: z.array(OfferResult),
});
export type OfferBonus = z.infer<typeof OfferBonus>;

/** GET /api/bonuses/deposit and /api/bonuses/registration item: `id` is the code a deposit carries. */
export const BonusOffer = z.object({
  id: z.string(),
  title: z.string(),
  group_key: z.nullable(z.string()),
  /** Days the issued bonus may wait for activation, and days it may be wagered. */
  activatable_days: z.nullable(z.int()),
  valid_days: z.nullable(z.int()),
  bonuses: z.array(OfferBonus),
});
export type BonusOffer = z.infer<typeof BonusOffer>;
export const BonusOfferList = z.array(BonusOffer);

/** POST /api/bonuses/coupon. */
export const CouponRequest = z.object({ coupon_code: z.string().check(z.minLength(1), z.maxLength(64)) });
export type CouponRequest = z.infer<typeof CouponRequest>;
export const CouponStatus = z.enum(['already_activated', 'failed_to_activate', 'successfully_activated']);
export type CouponStatus = z.infer<typeof CouponStatus>;
export const CouponAnswer = z.object({ status: CouponStatus });
export type CouponAnswer = z.infer<typeof CouponAnswer>;

/** PATCH /api/player/set_bonus_code: the deposit offer the next deposit takes (422 when unknown). */
export const SetBonusCodeRequest = z.object({ deposit_bonus_code: z.string().check(z.minLength(1), z.maxLength(64)) });
export type SetBonusCodeRequest = z.infer<typeof SetBonusCodeRequest>;

/** PATCH /api/player/update_bonus_settings. */
export const BonusSettingsRequest = z.object({ can_issue: z.boolean() });
export type BonusSettingsRequest = z.infer<typeof BonusSettingsRequest>;

/** GET /api/fe/config/disabled-bonuses: group keys whose issued gifts are hidden. */
export const DisabledBonuses = z.object({ group_keys: z.array(z.string()) });
export type DisabledBonuses = z.infer<typeof DisabledBonuses>;

/** Notification types (core.md §3). */
export const NotificationType = z.enum(['personal', 'bonuses_changes', 'freespins_changes']);
export type NotificationType = z.infer<typeof NotificationType>;

/** The button of a notification: a site path to act on it. */
export const NotificationContent = z.object({
  icon: z.nullable(z.string()),
  title: z.nullable(z.string()),
  button: z.nullable(z.object({ title: z.string(), path: z.string() })),
});

/** A stored notification (core.md §3), GET /api/player/notifications item; `identifier` names its subject (`bonus:12`). */
export const StoredNotification = z.object({
  id: z.int(),
  type: NotificationType,
  title: z.string(),
  text: z.string(),
  identifier: z.nullable(z.string()),
  content: NotificationContent,
  created_at: z.string(),
});
export type StoredNotification = z.infer<typeof StoredNotification>;
/** GET /api/player/notifications: the player's notifications of the last 2 hours, newest first. */
export const StoredNotificationList = z.array(StoredNotification);

/**
 * A notice (core.md §3), GET /api/player/notices: shown to testers (group 21) and group 916 only. `text` is plain text;
 * `content` is HTML the server sanitised (docs/cms.md), null for none.
 */
export const Notice = z.object({
  id: z.int(),
  type: z.enum(['info', 'warning']),
  title: z.string(),
  text: z.string(),
  content: z.nullable(z.string()),
});
export type Notice = z.infer<typeof Notice>;
export const NoticeList = z.array(Notice);
