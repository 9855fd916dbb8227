import type { Account } from '../contract/player';

/** What a player sees of one wallet account, in minor units. */
export interface BalanceView {
  /** Currency code of the account. */
  currency: string;
  /** Real money: the part available to cash out. */
  realCents: number;
  /** Bonus money: total minus the cashout part. */
  bonusCents: number;
  /** Total balance. */
  totalCents: number;
  /** Wagering required to release the bonus. */
  totalWageringCents: number;
  /** Wagering done so far. */
  wageredCents: number;
  /** `wagered / total wagering` in percent, rounded down; 0 when nothing is to be wagered. */
  wageringPercent: number;
}

/** Wagering progress in percent, floored (core.md §3); 0 when the total wagering is 0. */
export function wageringPercent(wageredCents: number, totalWageringCents: number): number {
  if (totalWageringCents <= 0) return 0;
  return Math.floor((wageredCents * 100) / totalWageringCents);
}

/** The balance view of an account (core.md §3): real = cashout part, bonus = total − cashout part. */
export function balanceView(
  account: Pick<
    Account,
    'currency' | 'amount_cents' | 'available_to_cashout_cents' | 'total_wagering_cents' | 'wagered_cents'
  >,
): BalanceView {
  return {
    currency: account.currency,
    realCents: account.available_to_cashout_cents,
    bonusCents: account.amount_cents - account.available_to_cashout_cents,
    totalCents: account.amount_cents,
    totalWageringCents: account.total_wagering_cents,
    wageredCents: account.wagered_cents,
    wageringPercent: wageringPercent(account.wagered_cents, account.total_wagering_cents),
  };
}
