import { startTestPlatform, type TestPlatform } from '../../test/platform';
import { type Casino, createCasino } from '../casino';
import { CasinoHttpError } from '../errors';
import type { CasinoEvents } from '../events';

let platform: TestPlatform;
let casino: Casino;
let seen: { type: keyof CasinoEvents; payload: unknown }[];

function track(target: Casino) {
  seen = [];
  target.events.on('*', (type, payload) => seen.push({ type, payload }));
}

function eventTypes() {
  return seen.map((event) => event.type);
}

beforeEach(async () => {
  platform = await startTestPlatform();
  casino = createCasino({ baseUrl: platform.url, retryDelay: () => 0, storage: {} });
  track(casino);
});
afterEach(() => platform.close());

describe('sign-in (core.md §4)', () => {
  it('signs in, loads profile and accounts, then emits login', async () => {
    const result = await casino.session.signIn('ann@example.com', 'Secret123');
    expect(result).toMatchObject({ status: 'signed_in', user: { user_id: 7, email: 'ann@example.com' } });
    expect(platform.seen('POST', '/api/users/sign_in')[0]?.body).toEqual({
      user: { email: 'ann@example.com', password: 'Secret123' },
    });
    expect(casino.state.loginState.value).toBe('logged');
    expect(casino.state.sessionUser.value?.user_id).toBe(7);
    expect(casino.state.profile.value?.id).toBe(7);
    expect(casino.state.balance.value).toMatchObject({ currency: 'EUR', realCents: 10_000, bonusCents: 5_000 });
    expect(eventTypes().at(-1)).toBe('login');
  });

  it('returns the field errors of a refused sign-in and stays a guest', async () => {
    const result = await casino.session.signIn('ann@example.com', 'wrong-password1');
    expect(result).toEqual({ status: 'error', errors: { base: ['Invalid email or password'] } });
    expect(casino.state.loginState.value).not.toBe('logged');
    expect(eventTypes()).not.toContain('logout');
  });

  it('answers restricted for a 451 country', async () => {
    platform.restrictedCountry = true;
    await expect(casino.session.signIn('ann@example.com', 'Secret123')).resolves.toEqual({ status: 'restricted' });
  });

  it('asks for the OTP step, sends only the code, then signs in', async () => {
    await expect(casino.session.signIn('otp@example.com', 'Secret123')).resolves.toEqual({ status: 'otp_required' });
    expect(casino.state.loginState.value).not.toBe('logged');
    await expect(casino.session.submitOtp('000000')).resolves.toEqual({
      status: 'error',
      errors: { otp_attempt: ['is invalid'] },
    });
    const result = await casino.session.submitOtp('123456');
    expect(result).toMatchObject({ status: 'signed_in', user: { user_id: 8 } });
    expect(platform.seen('POST', '/api/users/sign_in').at(-1)?.body).toEqual({ user: { otp_attempt: '123456' } });
    expect(casino.state.profile.value?.id).toBe(8);
  });

  it('rethrows a server error of an auth call', async () => {
    platform.failing.add('/api/users/sign_in');
    const error = await casino.session.signIn('ann@example.com', 'Secret123').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CasinoHttpError);
    expect(platform.seen('POST', '/api/users/sign_in')).toHaveLength(1);
  });
});

describe('sign-up (core.md §4, §6)', () => {
  const form = {
    email: 'new@example.com',
    password: 'Secret123',
    currency: 'EUR',
    country: 'DE',
    terms_acceptance: true,
  };

  it('registers and signs in without touching groups when the experiment is off', async () => {
    const result = await casino.session.signUp(form);
    expect(result).toMatchObject({ status: 'signed_up', user: { user_id: 42 } });
    expect(platform.seen('POST', '/api/users')[0]?.body).toEqual({ user: form });
    expect(platform.seen('POST', '/api/player/groups')).toHaveLength(0);
    expect(casino.state.loginState.value).toBe('logged');
    expect(eventTypes()).toContain('login');
  });

  it('adds group 543 for an even id and 544 for an odd id when the experiment is on', async () => {
    const experiment = createCasino({ baseUrl: platform.url, retryDelay: () => 0, registrationExperiment: true });
    await experiment.session.signUp(form);
    await experiment.session.signUp({ ...form, email: 'second@example.com' });
    expect(platform.seen('POST', '/api/player/groups').map((r) => r.body)).toEqual([
      { groups: { add: [543] } },
      { groups: { add: [544] } },
    ]);
  });

  it("follows the project's registration_ab_test when the option is not given", async () => {
    platform.registrationAbTest = true;
    await casino.info.load();
    await casino.session.signUp(form);
    expect(platform.seen('POST', '/api/player/groups').map((r) => r.body)).toEqual([{ groups: { add: [543] } }]);
  });

  it('returns field errors and the 451 restriction', async () => {
    await expect(casino.session.signUp({ ...form, email: 'ann@example.com' })).resolves.toEqual({
      status: 'error',
      errors: { email: ['has already been taken'] },
    });
    platform.restrictedCountry = true;
    await expect(casino.session.signUp(form)).resolves.toEqual({ status: 'restricted' });
  });
});

describe('sign-out (core.md §4)', () => {
  it('clears user, profile, accounts and every registered module state, then emits logout', async () => {
    const favourites = new Set([1, 2, 3]);
    const gifts = ['welcome'];
    casino.session.registerUserState(() => favourites.clear());
    casino.session.registerUserState(() => gifts.splice(0));
    await casino.session.signIn('ann@example.com', 'Secret123');
    seen.length = 0;

    await casino.session.signOut();

    expect(platform.seen('DELETE', '/api/users/sign_out')).toHaveLength(1);
    expect(casino.state.loginState.value).toBe('anonymous');
    expect(casino.state.sessionUser.value).toBeNull();
    expect(casino.state.profile.value).toBeNull();
    expect(casino.state.accounts.value).toEqual([]);
    expect(casino.state.balance.value).toBeNull();
    expect(favourites.size).toBe(0);
    expect(gifts).toEqual([]);
    expect(seen).toContainEqual({ type: 'logout', payload: { reason: 'sign-out' } });
  });

  it('no longer clears a module state whose registration was removed', async () => {
    const kept = new Set([1]);
    const unregister = casino.session.registerUserState(() => kept.clear());
    unregister();
    await casino.session.signIn('ann@example.com', 'Secret123');
    await casino.session.signOut();
    expect(kept.size).toBe(1);
  });

  it('keeps the player signed in when the sign-out request fails, and logs the failure', async () => {
    await casino.session.signIn('ann@example.com', 'Secret123');
    platform.failing.add('/api/users/sign_out');
    await expect(casino.session.signOut()).rejects.toBeInstanceOf(CasinoHttpError);
    expect(casino.state.loginState.value).toBe('logged');
    expect(seen).toContainEqual({
      type: 'request-error',
      payload: expect.objectContaining({ path: '/api/users/sign_out' }),
    });
  });
});

describe('401 anywhere (core.md §8)', () => {
  it('emits auth-error, clears user state and emits logout with reason auth-error', async () => {
    const limits = ['daily'];
    casino.session.registerUserState(() => limits.splice(0));
    await casino.session.signIn('ann@example.com', 'Secret123');
    platform.signedIn = null;
    seen.length = 0;

    await casino.wallet.reload();

    expect(eventTypes()).toContain('auth-error');
    expect(seen).toContainEqual({ type: 'logout', payload: { reason: 'auth-error' } });
    expect(casino.state.loginState.value).toBe('anonymous');
    expect(casino.state.profile.value).toBeNull();
    expect(limits).toEqual([]);
  });

  it("does not emit logout or request-error for a guest's profile load", async () => {
    await casino.session.reloadProfile();
    expect(casino.state.loginState.value).toBe('anonymous');
    expect(eventTypes()).not.toContain('logout');
    expect(eventTypes()).not.toContain('request-error');
  });
});

describe('profile load', () => {
  it('logs a failure, keeps the state and turns an unknown login state into anonymous', async () => {
    platform.failing.add('/api/player');
    await casino.session.reloadProfile();
    expect(casino.state.loginState.value).toBe('anonymous');
    expect(seen).toContainEqual({ type: 'request-error', payload: expect.objectContaining({ path: '/api/player' }) });
  });
});

describe('passwords and email confirmation (core.md §7, §8: they rethrow)', () => {
  it('requests a reset and sets a new password with the token', async () => {
    await casino.session.requestPasswordReset('ann@example.com');
    expect(platform.seen('POST', '/api/users/password')[0]?.body).toEqual({ user: { email: 'ann@example.com' } });
    await casino.session.resetPassword('good-token', 'NewSecret1', 'NewSecret1');
    expect(platform.seen('PUT', '/api/users/password')[0]?.body).toEqual({
      user: { reset_password_token: 'good-token', password: 'NewSecret1', password_confirmation: 'NewSecret1' },
    });
    await expect(casino.session.resetPassword('bad-token', 'NewSecret1', 'NewSecret1')).rejects.toMatchObject({
      status: 422,
      data: { errors: { reset_password_token: ['is invalid'] } },
    });
  });

  it('confirms an email by token and resends the confirmation', async () => {
    await casino.session.confirmEmail('good-token');
    expect(platform.seen('GET', '/api/users/confirmation')[0]?.query.get('confirmation_token')).toBe('good-token');
    await expect(casino.session.confirmEmail('bad-token')).rejects.toBeInstanceOf(CasinoHttpError);
    await casino.session.resendConfirmation('ann@example.com');
    await casino.session.resendConfirmation('nobody@example.com');
    await expect(casino.session.resendConfirmation('nobody')).rejects.toMatchObject({
      status: 422,
      data: { errors: { email: ['is not a valid email address'] } },
    });
  });
});

describe('email check', () => {
  it("returns the check service's verdict", async () => {
    await expect(casino.session.checkEmail('ann@example.com')).resolves.toBe('IBIZA::VALID::ACCEPTED_EMAIL');
    await expect(casino.session.checkEmail('x@mailinator.com')).resolves.toBe('IBIZA::RISKY::TEMPORARY');
  });
});
