import { act, renderHook } from '@testing-library/react';
import { LOCAL_TIME_REFRESH_MS, useLocalTime } from './useLocalTime';

describe('local time', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T21:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the clock when it mounts and again every 15 seconds, not in between', () => {
    const { result } = renderHook(() => useLocalTime());
    expect(result.current.toISOString()).toBe('2026-11-24T21:00:00.000Z');
    act(() => vi.advanceTimersByTime(LOCAL_TIME_REFRESH_MS - 1));
    expect(result.current.toISOString()).toBe('2026-11-24T21:00:00.000Z');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toISOString()).toBe('2026-11-24T21:00:15.000Z');
    act(() => vi.advanceTimersByTime(LOCAL_TIME_REFRESH_MS));
    expect(result.current.toISOString()).toBe('2026-11-24T21:00:30.000Z');
  });
});
