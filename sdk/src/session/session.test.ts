import { type Casino, createCasino } from '../casino';
import { routePath } from '../contract/routes';
import { CasinoHttpError } from '../errors';
import type { CasinoEvents } from '../events';
import {
  createFixturePlatform,
  demoPlayers,
  FIXTURE_ORIGIN,
  FIXTURE_OTP_CODE,
  FIXTURE_PASSWORD,
  type FixturePlatform,
  type FixturePlatformOptions,
  fixtureProject,
  profileOf,
} from '../testing';
import {
  createSessionRoutes,
  FIXTURE_CONFIRMATION_TOKEN,
  FIXTURE_RESET_TOKEN,
  RISKY_EMAIL_VERDICT,
  VALID_EMAIL_VERDICT,
} from '../testing/session-routes';

let platform: FixturePlatform;
let casino: Casino;
let seen: { type: keyof CasinoEvents; payload: unknown }[];

function track(target: Casino) {
  seen = [];
  target.events.on('*', (type, payload) => seen.push({ type, payload }));
}

function eventTypes() {
  return seen.map((event) => event.type);
}

function neverMissing(): never {
  throw new Error('the fixture platform has no demo player');
}

/** The routes around a session (password reset, confirmation, email check, groups) as the reference server answers them. */
const sessionRoutes = createSessionRoutes(profileOf(demoPlayers()[0] ?? neverMissing(), 'CW'));

/** A guest casino on a fresh fixture platform that also answers the routes around a session. */
function start(options: FixturePlatformOptions = {}, casinoOptions: { registrationExperiment?: boolean } = {}) {
  platform = createFixturePlatform({ ...options, routes: { ...sessionRoutes, ...options.routes } });
  casino = createCasino({
    baseUrl: FIXTURE_ORIGIN,
    fetch: platform.fetch,
    retryDelay: () => 0,
    storage: {},
    ...casinoOptions,
  });
  track(casino);
}

const asked = (route: string) => platform.requests.filter((request) => request.route === route);
const signIn = () => casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD);

beforeEach(() => start());

describe('sign-in (core.md §4)', () => {
  it('signs in, loads profile and accounts, then emits login', async () => {
    const result = await signIn();
    expect(result).toMatchObject({ status: 'signed_in', user: { user_id: 1, email: 'eur@casino.test' } });
    expect(asked('signIn')[0]?.body).toEqual({ user: { email: 'eur@casino.test', password: FIXTURE_PASSWORD } });
    expect(casino.state.loginState.value).toBe('logged');
    expect(casino.state.sessionUser.value?.user_id).toBe(1);
    expect(casino.state.profile.value?.id).toBe(1);
    expect(casino.state.balance.value).toMatchObject({ currency: 'EUR', totalCents: 125_050 });
    expect(eventTypes().at(-1)).toBe('login');
  });

  it('returns the field errors of a refused sign-in and stays a guest', async () => {
    const result = await casino.session.signIn('eur@casino.test', 'wrong-password1');
    expect(result).toEqual({ status: 'error', errors: { base: ['Invalid email or password'] } });
    expect(casino.state.loginState.value).not.toBe('logged');
    expect(eventTypes()).not.toContain('logout');
  });

  it('answers restricted for a 451 country', async () => {
    start({ country: 'US' });
    await expect(signIn()).resolves.toEqual({ status: 'restricted' });
  });

  it('asks for the OTP step, sends only the code, then signs in', async () => {
    await expect(casino.session.signIn('otp@casino.test', FIXTURE_PASSWORD)).resolves.toEqual({
      status: 'otp_required',
    });
    expect(casino.state.loginState.value).not.toBe('logged');
    await expect(casino.session.submitOtp('000000')).resolves.toEqual({
      status: 'error',
      errors: { otp_attempt: ['is invalid'] },
    });
    const result = await casino.session.submitOtp(FIXTURE_OTP_CODE);
    expect(result).toMatchObject({ status: 'signed_in', user: { user_id: 2 } });
    expect(asked('signIn').at(-1)?.body).toEqual({ user: { otp_attempt: FIXTURE_OTP_CODE } });
    expect(casino.state.profile.value?.id).toBe(2);
  });

  it('rethrows a server error of an auth call', async () => {
    start({ failures: { signIn: 500 } });
    const error = await signIn().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CasinoHttpError);
    expect(asked('signIn')).toHaveLength(1);
  });
});

describe('sign-up (core.md §4, §6)', () => {
  const form = {
    email: 'new@example.com',
    password: 'Secret123',
    currency: 'EUR',
    country: 'DE',
    terms_acceptance: true,
    // the fixture project's registration asks for these too
    nickname: 'Newbie',
    date_of_birth: '1990-04-12',
    gender: 'female',
  };

  it('registers and signs in without touching groups when the experiment is off', async () => {
    const result = await casino.session.signUp(form);
    expect(result).toMatchObject({ status: 'signed_up', user: { user_id: 3 } });
    expect(asked('register')[0]?.body).toEqual({ user: form });
    expect(asked('addGroups')).toHaveLength(0);
    expect(casino.state.loginState.value).toBe('logged');
    expect(eventTypes()).toContain('login');
  });

  it('adds group 543 for an even id and 544 for an odd id when the experiment is on', async () => {
    start({}, { registrationExperiment: true });
    await casino.session.signUp(form);
    await casino.session.signUp({ ...form, email: 'second@example.com' });
    expect(asked('register').map((r) => r.body)).toHaveLength(2);
    expect(asked('addGroups').map((r) => r.body)).toEqual([{ groups: { add: [544] } }, { groups: { add: [543] } }]);
  });

  it("follows the project's registration_ab_test when the option is not given", async () => {
    start({
      routes: { project: () => ({ status: 200, body: { ...fixtureProject('CW'), registration_ab_test: true } }) },
    });
    await casino.info.load();
    await casino.session.signUp(form);
    expect(asked('addGroups').map((r) => r.body)).toEqual([{ groups: { add: [544] } }]);
  });

  it('returns field errors and the 451 restriction', async () => {
    await expect(casino.session.signUp({ ...form, email: 'eur@casino.test' })).resolves.toEqual({
      status: 'error',
      errors: { email: ['has already been taken'] },
    });
    start({ country: 'US' });
    await expect(casino.session.signUp(form)).resolves.toEqual({ status: 'restricted' });
  });
});

describe('sign-out (core.md §4)', () => {
  it('clears user, profile, accounts and every registered module state, then emits logout', async () => {
    const favourites = new Set([1, 2, 3]);
    const gifts = ['welcome'];
    casino.session.registerUserState(() => favourites.clear());
    casino.session.registerUserState(() => gifts.splice(0));
    await signIn();
    seen.length = 0;

    await casino.session.signOut();

    expect(asked('signOut')).toHaveLength(1);
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
    await signIn();
    await casino.session.signOut();
    expect(kept.size).toBe(1);
  });

  it('keeps the player signed in when the sign-out request fails, and logs the failure', async () => {
    start({ failures: { signOut: 500 } });
    await signIn();
    await expect(casino.session.signOut()).rejects.toBeInstanceOf(CasinoHttpError);
    expect(casino.state.loginState.value).toBe('logged');
    expect(seen).toContainEqual({
      type: 'request-error',
      payload: expect.objectContaining({ path: routePath('signOut') }),
    });
  });
});

describe('401 anywhere (core.md §8)', () => {
  it('emits auth-error, clears user state and emits logout with reason auth-error', async () => {
    const limits = ['daily'];
    casino.session.registerUserState(() => limits.splice(0));
    await signIn();
    // the session ends on the platform, as when another tab signs out
    await platform.fetch(new URL(routePath('signOut'), FIXTURE_ORIGIN), { method: 'DELETE' });
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
    start({ failures: { player: 500 } });
    await casino.session.reloadProfile();
    expect(casino.state.loginState.value).toBe('anonymous');
    expect(seen).toContainEqual({
      type: 'request-error',
      payload: expect.objectContaining({ path: routePath('player') }),
    });
  });
});

describe('passwords and email confirmation (core.md §7, §8: they rethrow)', () => {
  it('requests a reset and sets a new password with the token', async () => {
    await casino.session.requestPasswordReset('eur@casino.test');
    expect(asked('requestPasswordReset')[0]?.body).toEqual({ user: { email: 'eur@casino.test' } });
    await casino.session.resetPassword(FIXTURE_RESET_TOKEN, 'NewSecret1', 'NewSecret1');
    expect(asked('resetPassword')[0]?.body).toEqual({
      user: { reset_password_token: FIXTURE_RESET_TOKEN, password: 'NewSecret1', password_confirmation: 'NewSecret1' },
    });
    await expect(casino.session.resetPassword('bad-token', 'NewSecret1', 'NewSecret1')).rejects.toMatchObject({
      status: 422,
      data: { errors: { reset_password_token: ['is invalid'] } },
    });
  });

  it('confirms an email by token and resends the confirmation', async () => {
    await casino.session.confirmEmail(FIXTURE_CONFIRMATION_TOKEN);
    expect(asked('confirmEmail')[0]?.query.get('confirmation_token')).toBe(FIXTURE_CONFIRMATION_TOKEN);
    await expect(casino.session.confirmEmail('bad-token')).rejects.toBeInstanceOf(CasinoHttpError);
    await casino.session.resendConfirmation('eur@casino.test');
    await casino.session.resendConfirmation('nobody@example.com');
    await expect(casino.session.resendConfirmation('nobody')).rejects.toMatchObject({
      status: 422,
      data: { errors: { email: ['is not a valid email address'] } },
    });
  });
});

describe('email check', () => {
  it("returns the check service's verdict", async () => {
    await expect(casino.session.checkEmail('eur@casino.test')).resolves.toBe(VALID_EMAIL_VERDICT);
    await expect(casino.session.checkEmail('x@mailinator.com')).resolves.toBe(RISKY_EMAIL_VERDICT);
  });
});
