import * as z from 'zod/mini';
import { IsoDateTime } from './tournaments';

/**
 * The VIP statuses in order (loyalty.md §4). Regular is every player's; bronze, silver, gold and diamond are user
 * groups 257, 258, 259 and 759 (`VIP_STATUS_GROUPS` in the rules). Diamond is lifelong; the others hold until the end
 * of the quarter after the one they were reached in (docs/vip.md).
 */
export const VIP_STATUSES = ['regular', 'bronze', 'silver', 'gold', 'diamond'] as const;
export const VipStatus = z.enum(VIP_STATUSES);
export type VipStatus = z.infer<typeof VipStatus>;

/**
 * GET /jam/vip_status_progress (api-facts §5): the signed-in player's VIP progress in the current quarter, in his
 * active wallet's currency. `currentStatus` is the status he holds; `activeStatus` the one this quarter's deposits
 * and bets have reached so far (he keeps it next quarter); `nextStatus` the one above `activeStatus` (null at
 * diamond), whose thresholds the amounts are measured against. `overallProgress` is 0–100, floored: the mean of the
 * deposit and bet shares, each capped at 1. On a failed load the SDK falls back to regular, next bronze and zero
 * amounts (loyalty.md §8).
 */
export const VipStatusProgress = z.object({
  userId: z.int(),
  currency: z.string(),
  currentStatus: VipStatus,
  activeStatus: VipStatus,
  nextStatus: z.nullable(VipStatus),
  depositAmountCents: z.int(),
  depositThresholdCents: z.int(),
  betSumCents: z.int(),
  betSumThresholdCents: z.int(),
  overallProgress: z.int().check(z.minimum(0), z.maximum(100)),
});
export type VipStatusProgress = z.infer<typeof VipStatusProgress>;

/** POST /api/fe/config/managers (api-facts §8): the groups whose managers are asked for (the player's groups). */
export const VipManagersRequest = z.object({ userGroups: z.array(z.int()) });
export type VipManagersRequest = z.infer<typeof VipManagersRequest>;

/** How a VIP manager is reached: `href` is a `mailto:`, `tel:` or `https:` link. */
export const VipManagerContact = z.object({
  kind: z.enum(['email', 'phone', 'telegram', 'whatsapp']),
  label: z.string(),
  href: z.string().check(z.regex(/^(mailto:|tel:|https:\/\/)/)),
});
export type VipManagerContact = z.infer<typeof VipManagerContact>;

/**
 * A VIP manager of one of the asked groups. Working hours are `from`–`to` (`HH:MM`) in `time_zone` (IANA) on the ISO
 * weekdays `days` (1 Monday … 7 Sunday).
 */
export const VipManager = z.object({
  group: z.int(),
  name: z.string(),
  avatar_url: z.string(),
  hours: z.object({
    days: z.array(z.int().check(z.minimum(1), z.maximum(7))),
    from: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
    to: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
    time_zone: z.string(),
  }),
  contacts: z.array(VipManagerContact),
});
export type VipManager = z.infer<typeof VipManager>;

/** The answer to POST /api/fe/config/managers: one manager per asked group that has one. */
export const VipManagerList = z.array(VipManager);
export type VipManagerList = z.infer<typeof VipManagerList>;

/** A calendar date `YYYY-MM-DD` (UTC days: docs/vip.md). */
export const IsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * An adventure prize (loyalty.md §3 "prize (bonus or fs)"), given through the bonus or free-spin engine when claimed:
 * `bonus` money of `amount_cents` in the player's currency wagered `wager_multiplier` times, or `fs`:
 * `freespins_count` spins on `game` at `bet_cents` a line.
 */
export const AdventurePrize = z.object({
  type: z.enum(['bonus', 'fs']),
  title: z.string(),
  amount_cents: z.nullable(z.int()),
  wager_multiplier: z.nullable(z.int()),
  freespins_count: z.nullable(z.int()),
  game: z.nullable(z.string()),
  bet_cents: z.nullable(z.int()),
});
export type AdventurePrize = z.infer<typeof AdventurePrize>;

/**
 * What a day asks (loyalty.md §3): deposits of at least `minDep` and bets of at least `wager` (minor units of the
 * player's currency; 0: not asked), made within `periodActivationDays` days from the day's date.
 */
export const AdventureCondition = z.object({
  minDep: z.int(),
  wager: z.int(),
  periodActivationDays: z.int().check(z.positive()),
});
export type AdventureCondition = z.infer<typeof AdventureCondition>;

/**
 * One day of the adventure calendar (loyalty.md §3). `step` of `stepTotal` are the day's conditions met so far (a day
 * asking a deposit and bets has two); `depositCents` and `wagerCents` the player's real deposits and bets counted
 * for it. `today` marks the day whose window holds now; `activeUntil` ends that window (the expiry timer).
 * A completed day's prize is claimed once (`claimedAt`), until the adventure is finished.
 */
export const AdventureDay = z.object({
  day: z.int().check(z.positive()),
  date: IsoDate,
  step: z.int(),
  stepTotal: z.int(),
  isCompleted: z.boolean(),
  today: z.boolean(),
  activeUntil: IsoDateTime,
  depositCents: z.int(),
  wagerCents: z.int(),
  claimedAt: z.nullable(IsoDateTime),
  prize: AdventurePrize,
  condition: AdventureCondition,
});
export type AdventureDay = z.infer<typeof AdventureDay>;

/**
 * GET /api/fe/config/vip-adventures: the running (or last finished) adventure with the player's progress; guests get
 * the days without progress. `superPrize` is the extra final card (superb), claimable once every day is completed.
 */
export const AdventureCalendar = z.object({
  id: z.int(),
  title: z.string(),
  currency: z.string(),
  days: z.array(AdventureDay),
  superPrize: z.object({ prize: AdventurePrize, claimedAt: z.nullable(IsoDateTime) }),
});
export type AdventureCalendar = z.infer<typeof AdventureCalendar>;

/** The answer of GET /api/fe/config/vip-adventures: null when no adventure is running or recently finished. */
export const AdventureAnswer = z.nullable(AdventureCalendar);

/**
 * POST /api/player/vip-adventures/{day}/claim (`{day}` a day number, or `superb` for the super prize): the gift the
 * prize became (a bonus or free-spin id) and the calendar after the claim. A second claim is refused with 422
 * `{errors: {day: ["already_claimed"]}}`; a day not completed with `not_completed`; a finished adventure with
 * `finished`.
 */
export const AdventureClaimAnswer = z.object({
  gift: z.object({ type: z.enum(['bonus', 'freespins']), id: z.int() }),
  calendar: AdventureCalendar,
});
export type AdventureClaimAnswer = z.infer<typeof AdventureClaimAnswer>;
