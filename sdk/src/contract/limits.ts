import * as z from 'zod/mini';

/** Limit types (api-facts §6 names deposit and cooling_off; loss, wager, session and self_exclusion are ours: docs/limits.md). */
export const LimitType = z.enum(['deposit', 'loss', 'wager', 'session', 'cooling_off', 'self_exclusion']);
export type LimitType = z.infer<typeof LimitType>;

/** Calendar periods in UTC: a day, a week from Monday, a month from the 1st. */
export const LimitPeriod = z.enum(['daily', 'weekly', 'monthly']);
export type LimitPeriod = z.infer<typeof LimitPeriod>;

/** `active` limits bind; a `pending` one is a raise waiting for its confirmation link or its 24 hours. */
export const LimitStatus = z.enum(['active', 'pending']);
export type LimitStatus = z.infer<typeof LimitStatus>;

/** One currency side of a limit: the amount, what the current period used of it, and when that period ends. */
export const LimitAccount = z.object({
  currency: z.string(),
  amount_cents: z.int(),
  current_value_amount_cents: z.int(),
  active_until: z.nullable(z.string()),
});
export type LimitAccount = z.infer<typeof LimitAccount>;

/** A player limit (api-facts §6 `Limit`, plus `session_minutes` for session limits). */
export const Limit = z.object({
  id: z.int(),
  type: LimitType,
  period: z.nullable(LimitPeriod),
  status: LimitStatus,
  /** When the limit stops binding: a requested removal (24 h), or the end of a cooling-off or self-exclusion. */
  disable_at: z.nullable(z.string()),
  /** When a pending raise takes effect without its confirmation link. */
  confirm_until: z.nullable(z.string()),
  parent_type: z.nullable(z.string()),
  strategy: z.nullable(z.string()),
  created_at: z.string(),
  /** Minutes of play per period (session limits); null for the others. */
  session_minutes: z.nullable(z.int()),
  accounts: z.array(LimitAccount),
});
export type Limit = z.infer<typeof Limit>;

/** GET /api/user_limits, and the answer of every change: the player's limits in force or pending, oldest first. */
export const LimitList = z.array(Limit);

/** POST /api/user_limits: sets a limit; one currency side for deposit, loss and wager limits. */
export const LimitRequest = z.object({
  type: LimitType,
  period: z.optional(z.nullable(LimitPeriod)),
  session_minutes: z.optional(z.nullable(z.int())),
  accounts: z.optional(
    z.array(z.object({ currency: z.string().check(z.maxLength(10)), amount_cents: z.int() })).check(z.maxLength(1)),
  ),
});
export type LimitRequest = z.infer<typeof LimitRequest>;

/** POST /api/user_limits/confirm: the token of an emailed confirmation link. */
export const LimitConfirmRequest = z.object({ token: z.string().check(z.maxLength(100)) });
export type LimitConfirmRequest = z.infer<typeof LimitConfirmRequest>;
