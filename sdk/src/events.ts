import mitt, { type Emitter } from 'mitt';
import type { Account, Profile, SessionUser } from './contract/player';

/** Why the player was signed out. */
export type LogoutReason = 'sign-out' | 'auth-error';

/** Every event the SDK emits, by name, with its payload. */
export type CasinoEvents = {
  /** A request was answered 401 (a guest's profile load too). The SDK then clears all user state. */
  'auth-error': { path: string };
  /** A player signed in or signed up; profile and accounts are loaded when this fires. */
  login: { user: SessionUser };
  /** A signed-in player was signed out, by `signOut()` or by a 401 (`reason: 'auth-error'`: show the login). */
  logout: { reason: LogoutReason };
  /** The profile was loaded or cleared. */
  profile: { profile: Profile | null };
  /** The wallet accounts were loaded, switched or cleared. */
  balance: { accounts: Account[] };
  /** The locale changed. */
  locale: { locale: string };
  /** The platform answered 503 with `x-maintenance-mode`. */
  maintenance: { path: string };
  /** Internal, for logging: a load failed and the SDK kept an empty value. */
  'request-error': { path: string; error: unknown };
};

/** The typed event bus of one casino. */
export type CasinoEmitter = Emitter<CasinoEvents>;

/** Creates an empty event bus. */
export function createEvents(): CasinoEmitter {
  return mitt<CasinoEvents>();
}
