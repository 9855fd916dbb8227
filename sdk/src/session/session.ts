import { batch } from '@preact/signals-core';
import type {
  ChangePasswordRequest,
  CheckEmailRequest,
  EmailVerdict,
  NewPasswordRequest,
  OtpSignInRequest,
  PasswordResetRequest,
  RegistrationRequest,
  ResendConfirmationRequest,
  SignInRequest,
} from '../contract/auth';
import type { SessionUser } from '../contract/player';
import { routePath } from '../contract/routes';
import { coreAnswer } from '../core-answer';
import { CasinoHttpError } from '../errors';
import type { CasinoEmitter } from '../events';
import type { HttpClient } from '../http/client';
import { registrationGroup } from '../rules/ab-test';
import type { CasinoStateWriter } from '../state/store';
import { type AuthFailure, toAuthFailure } from './auth-failure';
import type { UserStateRegistry, UserStateReset } from './user-state';

/** Result of a sign-in or OTP step. */
export type SignInResult = { status: 'signed_in'; user: SessionUser } | AuthFailure;
/** Result of a sign-up. */
export type SignUpResult =
  | { status: 'signed_up'; user: SessionUser }
  | Exclude<AuthFailure, { status: 'otp_required' }>;

/** Sign-in, sign-up, sign-out, profile, password and email confirmation flows (core.md §4, §7). */
export interface SessionModule {
  /** Signs in with email and password; `otp_required` means call {@link SessionModule.submitOtp} next. */
  signIn(email: string, password: string): Promise<SignInResult>;
  /** Second sign-in step of a two-factor account. */
  submitOtp(code: string): Promise<SignInResult>;
  /** Registers, joins the A/B group when the experiment is on, and signs in. */
  signUp(form: RegistrationRequest['user']): Promise<SignUpResult>;
  /** Signs out and clears every piece of user state; logs (`request-error`) and rethrows a failed request (then nothing is cleared). */
  signOut(): Promise<void>;
  /** Loads the profile; a body without `id` or a 401 makes the visitor a guest. Failures are logged, not thrown. */
  reloadProfile(): Promise<void>;
  /** Emails a password reset link. Throws `CasinoHttpError`. */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets a new password with the emailed token. Throws `CasinoHttpError`. */
  resetPassword(token: string, password: string, confirmation: string): Promise<void>;
  /** Changes the signed-in player's password. Throws `CasinoHttpError`. */
  changePassword(current: string, password: string, confirmation: string): Promise<void>;
  /** Confirms the email with the token of the confirmation link. Throws `CasinoHttpError`. */
  confirmEmail(token: string): Promise<void>;
  /** Sends the confirmation email again. Throws `CasinoHttpError` (422 carries the email errors). */
  resendConfirmation(email: string): Promise<void>;
  /** Asks the email check service for a verdict on an address. Throws `CasinoHttpError`. */
  checkEmail(email: string): Promise<EmailVerdict>;
  /** Registers a module's user-data reset, run at sign-out and after a 401; returns its removal. */
  registerUserState(reset: UserStateReset): () => void;
}

/** What the session module needs from the casino. */
export interface SessionDependencies {
  http: HttpClient;
  events: CasinoEmitter;
  write: CasinoStateWriter;
  userState: UserStateRegistry;
  /** Reloads the wallet accounts after sign-in. */
  reloadAccounts: () => Promise<void>;
  /** Whether the registration A/B experiment is on right now. */
  registrationExperiment: () => boolean;
  /** Adds the player to groups. */
  addGroups: (ids: (string | number)[]) => Promise<void>;
}

/** What the casino's `start()` needs beyond the public session module. */
export interface SessionStart {
  /** Like `reloadProfile()`, but throws what kept the platform from answering (anything but a 401): start fails. */
  loadProfile(): Promise<void>;
}

/**
 * Creates the session module (and the profile load of `start()`) and registers the core user state (session user,
 * profile, accounts) with the registry.
 */
export function createSession(deps: SessionDependencies): { session: SessionModule; start: SessionStart } {
  const { http, events, write, userState } = deps;

  userState.register(() => {
    batch(() => {
      write.sessionUser.value = null;
      write.profile.value = null;
      write.accounts.value = [];
    });
    events.emit('profile', { profile: null });
    events.emit('balance', { accounts: [] });
  });

  function becomeGuest(reason: 'sign-out' | 'auth-error') {
    const wasLogged = write.loginState.value === 'logged';
    batch(() => {
      write.loginState.value = 'anonymous';
      userState.clear();
    });
    if (wasLogged) events.emit('logout', { reason });
  }

  events.on('auth-error', () => becomeGuest('auth-error'));

  async function loadProfile() {
    try {
      const answer = await http.get(routePath('player'), coreAnswer('ProfileAnswer'), { fieldErrors: false });
      if (answer.id === undefined) {
        becomeGuest('auth-error');
        return;
      }
      batch(() => {
        write.profile.value = answer;
        write.loginState.value = 'logged';
      });
      events.emit('profile', { profile: answer });
    } catch (error) {
      if (write.loginState.value === 'unknown') write.loginState.value = 'anonymous';
      if (error instanceof CasinoHttpError && error.status === 401) return;
      events.emit('request-error', { path: routePath('player'), error });
      throw error;
    }
  }

  async function reloadProfile() {
    await loadProfile().catch(() => undefined);
  }

  async function enter(user: SessionUser) {
    batch(() => {
      write.sessionUser.value = user;
      write.loginState.value = 'logged';
    });
    await Promise.all([reloadProfile(), deps.reloadAccounts()]);
    events.emit('login', { user });
  }

  async function signInWith(body: SignInRequest | OtpSignInRequest): Promise<SignInResult> {
    let user: SessionUser;
    try {
      user = await http.post(routePath('signIn'), body, coreAnswer('SessionUser'));
    } catch (error) {
      return await toAuthFailure(error);
    }
    await enter(user);
    return { status: 'signed_in', user };
  }

  const session: SessionModule = {
    signIn: (email, password) => signInWith({ user: { email, password } }),
    submitOtp: (code) => signInWith({ user: { otp_attempt: code } }),
    async signUp(form) {
      let user: SessionUser;
      try {
        user = await http.post(
          routePath('register'),
          { user: form } satisfies RegistrationRequest,
          coreAnswer('SessionUser'),
        );
      } catch (error) {
        const failure = await toAuthFailure(error);
        if (failure.status === 'otp_required') throw error;
        return failure;
      }
      if (deps.registrationExperiment()) {
        const group = registrationGroup(user.user_id);
        // a failed group write is logged by the player module; the sign-up itself succeeded
        await deps.addGroups([group]).catch(() => undefined);
      }
      await enter(user);
      return { status: 'signed_up', user };
    },
    async signOut() {
      try {
        await http.delete(routePath('signOut'), coreAnswer('UnreadBody'));
      } catch (error) {
        if (!(error instanceof CasinoHttpError && error.status === 401)) {
          events.emit('request-error', { path: routePath('signOut'), error });
          throw error;
        }
      }
      becomeGuest('sign-out');
    },
    reloadProfile,
    async requestPasswordReset(email) {
      await http.post(
        routePath('requestPasswordReset'),
        { user: { email } } satisfies PasswordResetRequest,
        coreAnswer('UnreadBody'),
      );
    },
    async resetPassword(token, password, confirmation) {
      const body = {
        user: { reset_password_token: token, password, password_confirmation: confirmation },
      } satisfies NewPasswordRequest;
      await http.put(routePath('resetPassword'), body, coreAnswer('UnreadBody'));
    },
    async changePassword(current, password, confirmation) {
      const body = {
        user: { current_password: current, password, password_confirmation: confirmation },
      } satisfies ChangePasswordRequest;
      await http.put(routePath('changePassword'), body, coreAnswer('UnreadBody'));
    },
    async confirmEmail(token) {
      await http.get(routePath('confirmEmail'), coreAnswer('UnreadBody'), { query: { confirmation_token: token } });
      if (write.loginState.value === 'logged') await reloadProfile();
    },
    async resendConfirmation(email) {
      await http.post(
        routePath('resendConfirmation'),
        { user: { email } } satisfies ResendConfirmationRequest,
        coreAnswer('UnreadBody'),
      );
    },
    async checkEmail(email) {
      const answer = await http.post(
        routePath('checkEmail'),
        { email } satisfies CheckEmailRequest,
        coreAnswer('CheckEmailResponse'),
      );
      return answer.errors.message;
    },
    registerUserState: (reset) => userState.register(reset),
  };
  return { session, start: { loadProfile } };
}
