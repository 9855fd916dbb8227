import { describe, expect, it } from 'vitest';
import { bettingUrl, isSportsLinkShown, sportHashPage } from './betting';

const on = { betting_link: 'https://bet.casino.test/', betting_check: true };

describe('betting', () => {
  it('shows the sports link when a betting site is set and the check is on', () => {
    expect(isSportsLinkShown(on)).toBe(true);
    expect(isSportsLinkShown({ ...on, betting_check: false })).toBe(false);
    expect(isSportsLinkShown({ betting_link: null, betting_check: true })).toBe(false);
    expect(isSportsLinkShown(on, false)).toBe(false);
  });

  it('leads the sports entries to the betting site', () => {
    expect(bettingUrl(on)).toBe('https://bet.casino.test/');
    expect(bettingUrl(on, 'registration')).toBe('https://bet.casino.test/registration');
    expect(bettingUrl(on, 'live football')).toBe('https://bet.casino.test/live%20football');
    expect(bettingUrl({ betting_link: null, betting_check: false }, 'login')).toBeNull();
  });

  it('reads the betting page of a sports hash', () => {
    expect(sportHashPage('#sport')).toBe('');
    expect(sportHashPage('#sport_live')).toBe('live');
    expect(sportHashPage('#sports')).toBeNull();
    expect(sportHashPage('#chat')).toBeNull();
  });
});
