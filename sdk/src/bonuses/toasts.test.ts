import { LIMIT_REACHED_CODE, TOAST_AUTO_DISMISS_MS } from '../rules/toasts';
import { createToasts } from './toasts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const ids = (toasts: ReturnType<typeof createToasts>) => toasts.items.value.map((toast) => toast.id);

describe('toasts', () => {
  it('close by themselves after 10 s', () => {
    const toasts = createToasts();
    toasts.show({ id: 'coupon', tone: 'success', text: 'Coupon redeemed' });
    vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS - 1);
    expect(ids(toasts)).toEqual(['coupon']);
    vi.advanceTimersByTime(1);
    expect(ids(toasts)).toEqual([]);
  });

  it('keep ON_LIMIT_REACHED until it is closed', () => {
    const toasts = createToasts();
    toasts.show({ id: 'limit', tone: 'warning', text: 'Limit reached', code: LIMIT_REACHED_CODE });
    toasts.show({ id: 'info', tone: 'info', text: 'Saved' });
    vi.advanceTimersByTime(60 * TOAST_AUTO_DISMISS_MS);
    expect(ids(toasts)).toEqual(['limit']);
    toasts.dismiss('limit');
    expect(ids(toasts)).toEqual([]);
  });

  it('replace a toast with the same id in place, restarting its time', () => {
    const toasts = createToasts({ autoDismissMs: 1_000 });
    toasts.show({ id: 'a', tone: 'info', text: 'first' });
    toasts.show({ id: 'b', tone: 'info', text: 'other' });
    vi.advanceTimersByTime(800);
    toasts.show({ id: 'a', tone: 'error', text: 'second' });
    expect(toasts.items.value.map((toast) => toast.text)).toEqual(['second', 'other']);
    vi.advanceTimersByTime(200);
    expect(ids(toasts)).toEqual(['a']);
    vi.advanceTimersByTime(800);
    expect(ids(toasts)).toEqual([]);
  });

  it('use injected timer functions and stop the timer of a closed toast', () => {
    const setTimer = vi.fn((_run: () => void, _ms?: number) => 41) as unknown as typeof setTimeout;
    const clearTimer = vi.fn() as unknown as typeof clearTimeout;
    const toasts = createToasts({ setTimeout: setTimer, clearTimeout: clearTimer });
    toasts.show({ id: 'a', tone: 'info', text: 'x' });
    expect(setTimer).toHaveBeenCalledWith(expect.any(Function), TOAST_AUTO_DISMISS_MS);
    toasts.dismiss('a');
    expect(clearTimer).toHaveBeenCalledWith(41);
  });
});
