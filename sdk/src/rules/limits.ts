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

/** Whether one currency side is used up: `amount − |current value| ≤ 0` (core.md §5). */
export function isLimitAccountReached(account: LimitAccount): boolean {
  return account.amount_cents - Math.abs(account.current_value_amount_cents) <= 0;
}

/** Whether a limit is reached: a cooling-off always is; otherwise any side (of `currency`, when given) is used up. */
export function isLimitReached(limit: LimitAmounts, currency?: string): boolean {
  if (limit.type === COOLING_OFF) return true;
  return limit.accounts.some(
    (account) => (currency === undefined || account.currency === currency) && isLimitAccountReached(account),
  );
}
