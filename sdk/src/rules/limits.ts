/** One currency's side of a limit. */
export interface LimitAccount {
  /** Currency of this side. */
  currency: string;
  /** The limit amount. */
  amount_cents: number;
  /** How much of it is used; may arrive negative, so its absolute value counts. */
  current_value_amount_cents: number;
}

/** The parts of a player limit the rules read. */
export interface LimitAmounts {
  /** Limit type, e.g. `deposit` or `cooling_off`. */
  type: string;
  /** Amounts per currency. */
  accounts: readonly LimitAccount[];
}

/** Limit type that always counts as reached while it exists (core.md §5). */
export const COOLING_OFF = 'cooling_off';

/** Limit types that block whatever the amounts while they last: cooling-off (core.md §5) and self-exclusion. */
export const BLOCKING_LIMIT_TYPES: readonly string[] = [COOLING_OFF, 'self_exclusion'];

/** Limit types measured in money over a period, per currency: deposit, loss and wager (docs/limits.md). */
export const AMOUNT_LIMIT_TYPES: readonly string[] = ['deposit', 'loss', 'wager'];

/** Longest session limit, in minutes: 31 days (44,640). */
export const MAX_SESSION_MINUTES = 31 * 24 * 60;

/** Whether one currency side is used up: `amount − |current value| ≤ 0` (core.md §5). */
export function isLimitAccountReached(account: LimitAccount): boolean {
  return account.amount_cents - Math.abs(account.current_value_amount_cents) <= 0;
}

/** Whether a limit is reached: a cooling-off or self-exclusion always is; otherwise any side (of `currency`, when given) is used up. */
export function isLimitReached(limit: LimitAmounts, currency?: string): boolean {
  if (BLOCKING_LIMIT_TYPES.includes(limit.type)) return true;
  return limit.accounts.some(
    (account) => (currency === undefined || account.currency === currency) && isLimitAccountReached(account),
  );
}

/** Whether a limit binds now and counts as reached: it is active and {@link isLimitReached} holds. */
export function isActiveLimitReached(limit: LimitAmounts & { status: string }): boolean {
  return limit.status === 'active' && isLimitReached(limit);
}

/** What the binding deposit limits of a currency leave to deposit in their periods. */
export interface DepositRoom {
  /** The least any active deposit limit of the currency leaves, in minor units (never below 0). */
  leftCents: number;
  /** End of the period of that limit (ISO time), when the room grows back; null when unknown. */
  until: string | null;
}

/**
 * What the active deposit limits of `currency` leave to deposit (`amount − |current value|`, the most binding one);
 * null when no such limit binds. The server checks the same in the deposit's transaction; this lets a cashbox say
 * so before sending.
 */
export function depositRoom(
  limits: readonly (LimitAmounts & {
    status: string;
    accounts: readonly (LimitAccount & { active_until?: string | null })[];
  })[],
  currency: string,
): DepositRoom | null {
  let room: DepositRoom | null = null;
  for (const limit of limits) {
    if (limit.type !== 'deposit' || limit.status !== 'active') continue;
    for (const account of limit.accounts) {
      if (account.currency !== currency) continue;
      const leftCents = Math.max(0, account.amount_cents - Math.abs(account.current_value_amount_cents));
      if (room === null || leftCents < room.leftCents) room = { leftCents, until: account.active_until ?? null };
    }
  }
  return room;
}
