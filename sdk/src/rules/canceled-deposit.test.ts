import { CANCELED_DEPOSIT_WINDOW_MS, canceledDepositToWarn } from './canceled-deposit';

const now = Date.parse('2026-03-01T12:00:00Z');
const at = (msAgo: number) => new Date(now - msAgo).toISOString();
const deposit = (id: number, state: string, finishedMsAgo: number | null, action = 'deposit') => ({
  id,
  action,
  state,
  finished_at: finishedMsAgo === null ? null : at(finishedMsAgo),
});

describe('canceled deposit warning (core.md §4: "shown as a warning only if finished under 5 minutes ago and not yet shown")', () => {
  it('warns about a canceled or declined deposit finished under 5 minutes ago', () => {
    expect(CANCELED_DEPOSIT_WINDOW_MS).toBe(300_000);
    expect(canceledDepositToWarn([deposit(1, 'canceled', 60_000)], now, new Set())?.id).toBe(1);
    expect(canceledDepositToWarn([deposit(2, 'declined', 299_999)], now, new Set())?.id).toBe(2);
  });

  it('ignores one finished 5 minutes ago or earlier, or not finished', () => {
    expect(canceledDepositToWarn([deposit(1, 'canceled', 300_000)], now, new Set())).toBeNull();
    expect(canceledDepositToWarn([deposit(3, 'canceled', null)], now, new Set())).toBeNull();
  });

  it('counts a finish time ahead of the clock (server clock skew) as just finished', () => {
    expect(canceledDepositToWarn([deposit(2, 'canceled', -1_000)], now, new Set())?.id).toBe(2);
  });

  it('ignores one already shown, other states and cashouts', () => {
    expect(canceledDepositToWarn([deposit(1, 'canceled', 1_000)], now, new Set([1]))).toBeNull();
    expect(canceledDepositToWarn([deposit(2, 'succeeded', 1_000)], now, new Set())).toBeNull();
    expect(canceledDepositToWarn([deposit(3, 'rejected', 1_000, 'cashout')], now, new Set())).toBeNull();
  });

  it('picks the newest of several', () => {
    const payments = [deposit(1, 'declined', 200_000), deposit(2, 'canceled', 10_000), deposit(3, 'declined', 90_000)];
    expect(canceledDepositToWarn(payments, now, new Set())?.id).toBe(2);
    expect(canceledDepositToWarn(payments, now, new Set([2]))?.id).toBe(3);
  });
});
