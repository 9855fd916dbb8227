import { isAutoDismissed, LIMIT_REACHED_CODE, TOAST_AUTO_DISMISS_MS } from './toasts';

describe('toast rules (core.md §8, §9)', () => {
  it('closes toasts after 10 s, except ON_LIMIT_REACHED', () => {
    expect(TOAST_AUTO_DISMISS_MS).toBe(10_000);
    expect(LIMIT_REACHED_CODE).toBe('ON_LIMIT_REACHED');
    expect(isAutoDismissed(undefined)).toBe(true);
    expect(isAutoDismissed('COUPON_FAILED')).toBe(true);
    expect(isAutoDismissed(LIMIT_REACHED_CODE)).toBe(false);
  });
});
