import type { Profile } from '@casino/sdk/contract';
import { FIXTURE_PLAYER_FIELDS, fixtureGame, fixtureLimit } from '@casino/sdk/testing';
import { isPlayBlocked, type LaunchContext, launchStep, missingProviderFields } from './launchStep';

const slot = fixtureGame(0);
const live = fixtureGame(1);
const noEuro = fixtureGame(18);

const player = (overrides: Partial<LaunchContext> = {}): LaunchContext => ({
  game: slot,
  mode: 'real',
  signedIn: true,
  currency: 'EUR',
  limits: [],
  sessionLimitReached: false,
  missingFields: [],
  ...overrides,
});

describe('launchStep', () => {
  it('plays a demo with the FUN id for anyone, whatever the limits and details', () => {
    const blocked = fixtureLimit({ type: 'self_exclusion', period: null });
    expect(launchStep(player({ mode: 'demo', signedIn: false, currency: null }))).toEqual({
      step: 'play',
      currency: 'FUN',
    });
    expect(launchStep(player({ mode: 'demo', limits: [blocked], missingFields: ['first_name'] }))).toEqual({
      step: 'play',
      currency: 'FUN',
    });
  });

  it('says when a game has no demo', () => {
    expect(live.has_demo_mode).toBe(false);
    expect(launchStep(player({ game: live, mode: 'demo' }))).toEqual({ step: 'demo-unavailable' });
    const flagOnly = { ...slot, currencies: { EUR: { id: 1, jackpot: null } } };
    expect(launchStep(player({ game: flagOnly, mode: 'demo' }))).toEqual({ step: 'demo-unavailable' });
  });

  it('sends a guest choosing real play to registration', () => {
    expect(launchStep(player({ signedIn: false, currency: null }))).toEqual({ step: 'registration' });
  });

  it('locks a wallet currency the game has no id in', () => {
    expect(launchStep(player({ game: noEuro }))).toEqual({ step: 'currency-locked', currency: 'EUR' });
    expect(launchStep(player({ currency: null }))).toEqual({ step: 'currency-locked', currency: null });
    expect(launchStep(player({ currency: 'FUN' }))).toEqual({ step: 'currency-locked', currency: 'FUN' });
  });

  it('stops at a reached limit before asking for details', () => {
    const coolingOff = fixtureLimit({ type: 'cooling_off' });
    expect(launchStep(player({ limits: [coolingOff], missingFields: ['first_name'] }))).toEqual({
      step: 'limit-reached',
    });
    expect(launchStep(player({ sessionLimitReached: true }))).toEqual({ step: 'limit-reached' });
  });

  it('asks for missing details, then plays in the wallet currency', () => {
    expect(launchStep(player({ missingFields: ['first_name'] }))).toEqual({ step: 'details', fields: ['first_name'] });
    expect(launchStep(player())).toEqual({ step: 'play', currency: 'EUR' });
  });
});

describe('isPlayBlocked', () => {
  it('is blocked by an active cooling-off or self-exclusion', () => {
    expect(isPlayBlocked([fixtureLimit({ type: 'cooling_off' })], 'EUR')).toBe(true);
    expect(isPlayBlocked([fixtureLimit({ type: 'self_exclusion', period: null })], 'EUR')).toBe(true);
  });

  it('is blocked by a used-up wager or loss limit of the played currency only', () => {
    const wager = fixtureLimit({ type: 'wager', amount: 1000, used: 1000 });
    const loss = fixtureLimit({ type: 'loss', amount: 1000, used: -1200 });
    expect(isPlayBlocked([wager], 'EUR')).toBe(true);
    expect(isPlayBlocked([loss], 'EUR')).toBe(true);
    expect(isPlayBlocked([wager], 'CAD')).toBe(false);
    expect(isPlayBlocked([fixtureLimit({ type: 'wager', amount: 1000, used: 999 })], 'EUR')).toBe(false);
  });

  it('is not blocked by deposit limits or by pending changes', () => {
    expect(isPlayBlocked([fixtureLimit({ type: 'deposit', amount: 1000, used: 1000 })], 'EUR')).toBe(false);
    expect(isPlayBlocked([fixtureLimit({ type: 'wager', amount: 1000, used: 1000, status: 'pending' })], 'EUR')).toBe(
      false,
    );
  });
});

describe('missingProviderFields', () => {
  const profile = { first_name: 'Erika', last_name: '  ' } as unknown as Profile;

  it('lists the provider context fields that are empty in the profile', () => {
    expect(missingProviderFields(FIXTURE_PLAYER_FIELDS, 'evolution', profile)).toEqual(['last_name']);
  });

  it('asks nothing for a provider without a context, or without player fields', () => {
    expect(missingProviderFields(FIXTURE_PLAYER_FIELDS, 'pragmaticplay', profile)).toEqual([]);
    expect(missingProviderFields(FIXTURE_PLAYER_FIELDS, 'constructor', profile)).toEqual([]);
    expect(missingProviderFields(null, 'evolution', profile)).toEqual([]);
  });
});
