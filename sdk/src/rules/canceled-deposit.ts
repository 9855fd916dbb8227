/** A canceled deposit is worth a warning this long after it finished (core.md §4, §9: 5 minutes). */
export const CANCELED_DEPOSIT_WINDOW_MS = 5 * 60 * 1000;

/** Deposit states that count as canceled for the warning (the payment did not go through). */
export const CANCELED_DEPOSIT_STATES: readonly string[] = ['canceled', 'declined'];

/** The parts of a payment the warning reads. */
export interface CanceledDepositCandidate {
  id: number;
  action: string;
  state: string;
  finished_at: string | null;
}

/**
 * The deposit to warn about (core.md §4: "shown as a warning only if finished under 5 minutes ago and not yet
 * shown"): the newest canceled or declined deposit that finished less than 5 minutes before `now` and whose id is not
 * in `shown`; null when there is none.
 */
export function canceledDepositToWarn<P extends CanceledDepositCandidate>(
  payments: readonly P[],
  now: number,
  shown: ReadonlySet<number>,
): P | null {
  let newest: P | null = null;
  let newestAt = Number.NEGATIVE_INFINITY;
  for (const payment of payments) {
    if (payment.action !== 'deposit' || !CANCELED_DEPOSIT_STATES.includes(payment.state)) continue;
    if (payment.finished_at === null || shown.has(payment.id)) continue;
    const finishedAt = Date.parse(payment.finished_at);
    // A finish time ahead of `now` is the server's clock running ahead: it just finished.
    if (Number.isNaN(finishedAt) || now - finishedAt >= CANCELED_DEPOSIT_WINDOW_MS) continue;
    if (finishedAt > newestAt) {
      newest = payment;
      newestAt = finishedAt;
    }
  }
  return newest;
}
