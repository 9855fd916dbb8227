import { LimitType } from '../contract/limits';
import {
  AMOUNT_LIMIT_TYPES,
  BLOCKING_LIMIT_TYPES,
  depositRoom,
  isActiveLimitReached,
  isLimitAccountReached,
  isLimitReached,
  MAX_SESSION_MINUTES,
} from './limits';

const side = (amount: number, current: number, currency = 'EUR') => ({
  currency,
  amount_cents: amount,
  current_value_amount_cents: current,
});

describe('limits reached (core.md §5: amount − |current value| ≤ 0)', () => {
  it('counts a side as reached at or past its amount, by absolute value', () => {
    expect(isLimitAccountReached(side(10_000, 9_999))).toBe(false);
    expect(isLimitAccountReached(side(10_000, 10_000))).toBe(true);
    expect(isLimitAccountReached(side(10_000, -10_000))).toBe(true);
    expect(isLimitAccountReached(side(10_000, -12_000))).toBe(true);
    expect(isLimitAccountReached(side(10_000, -500))).toBe(false);
  });

  it('always counts a cooling_off limit as reached', () => {
    expect(isLimitReached({ type: 'cooling_off', accounts: [] })).toBe(true);
    expect(isLimitReached({ type: 'cooling_off', accounts: [side(10_000, 0)] })).toBe(true);
  });

  it('checks a deposit limit per currency when asked', () => {
    const limit = { type: 'deposit', accounts: [side(10_000, 10_000, 'EUR'), side(5_000, 100, 'USD')] };
    expect(isLimitReached(limit)).toBe(true);
    expect(isLimitReached(limit, 'EUR')).toBe(true);
    expect(isLimitReached(limit, 'USD')).toBe(false);
    expect(isLimitReached(limit, 'BTC')).toBe(false);
  });
});

describe('limits that bind now', () => {
  const limit = (type: string, status: string, amount: number, current: number) => ({
    type,
    status,
    accounts: [{ currency: 'EUR', amount_cents: amount, current_value_amount_cents: current }],
  });

  it('counts an active limit used up, any cooling-off or self-exclusion, never a pending one', () => {
    expect(isActiveLimitReached(limit('deposit', 'active', 10_000, 9_999))).toBe(false);
    expect(isActiveLimitReached(limit('deposit', 'active', 10_000, -10_000))).toBe(true);
    expect(isActiveLimitReached({ type: 'cooling_off', status: 'active', accounts: [] })).toBe(true);
    expect(isActiveLimitReached({ type: 'self_exclusion', status: 'active', accounts: [] })).toBe(true);
    expect(isActiveLimitReached(limit('deposit', 'pending', 100, 100))).toBe(false);
  });
});

describe('deposit room', () => {
  const deposit = (amount: number, current: number, until: string, status = 'active', currency = 'EUR') => ({
    type: 'deposit',
    status,
    accounts: [{ ...side(amount, current, currency), active_until: until }],
  });

  it('is what the most binding active deposit limit of the currency leaves, with the end of its period', () => {
    const daily = deposit(5_000, 2_000, '2026-11-23T00:00:00Z');
    const weekly = deposit(20_000, 18_500, '2026-11-30T00:00:00Z');
    expect(depositRoom([daily, weekly], 'EUR')).toEqual({ leftCents: 1_500, until: '2026-11-30T00:00:00Z' });
    expect(depositRoom([deposit(5_000, -6_000, '2026-11-23T00:00:00Z')], 'EUR')).toEqual({
      leftCents: 0,
      until: '2026-11-23T00:00:00Z',
    });
  });

  it('is null without an active deposit limit of the currency', () => {
    expect(depositRoom([], 'EUR')).toBeNull();
    expect(depositRoom([deposit(5_000, 0, '2026-11-23T00:00:00Z', 'pending')], 'EUR')).toBeNull();
    expect(depositRoom([deposit(5_000, 0, '2026-11-23T00:00:00Z', 'active', 'USD')], 'EUR')).toBeNull();
    expect(depositRoom([{ type: 'loss', status: 'active', accounts: [side(100, 0)] }], 'EUR')).toBeNull();
  });
});

describe('limit types and bounds', () => {
  it('splits every contract limit type into amount, session or blocking types, each once', () => {
    const grouped = [...AMOUNT_LIMIT_TYPES, 'session', ...BLOCKING_LIMIT_TYPES].sort();
    expect(grouped).toEqual([...LimitType.options].sort());
  });

  it('allows a session limit of at most 31 days of minutes', () => {
    expect(MAX_SESSION_MINUTES).toBe(44640);
  });
});
