import mitt, { type Emitter } from 'mitt';
import type { Limit } from './contract/limits';
import type { LoyaltyChannel } from './contract/loyalty-channels';
import type { Account, Profile, SessionUser } from './contract/player';
import type { ChannelPayload, PublicChannel } from './contract/realtime';

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
  /** A limit of the player became reached (after a load or a `game_limits` event): show ON_LIMIT_REACHED without auto-close. */
  'limit-reached': { limit: Limit };
  /** Internal, for logging: a load failed and the SDK kept an empty value. */
  'request-error': { path: string; error: unknown };
  /** Realtime: the balance changed; the accounts signal (and `balance`) already carry the new list. */
  'realtime:balance': { seq: number; data: ChannelPayload<'balance'> };
  /** Realtime: a payment of the player changed state (history and cashbox reload or patch it). */
  'realtime:payments_changes': { seq: number; data: ChannelPayload<'payments_changes'> };
  /** Realtime: a personal notification for the player. */
  'realtime:personal_notifications': { seq: number; data: ChannelPayload<'personal_notifications'> };
  /** Realtime: a limit of the player was reached (show ON_LIMIT_REACHED without auto-close). */
  'realtime:game_limits': { seq: number; data: ChannelPayload<'game_limits'> };
  /** Realtime: a bonus of the player was issued or changed stage or wagering. */
  'realtime:bonuses_changes': { seq: number; data: ChannelPayload<'bonuses_changes'> };
  /** Realtime: free spins of the player were issued, played or changed stage. */
  'realtime:freespins_changes': { seq: number; data: ChannelPayload<'freespins_changes'> };
  /** Realtime: events were missed (gap beyond retention, long drop, other player); profile and accounts were reloaded, modules reload their own data. */
  'realtime:resync': { seq: number };
  /** Internal, for logging: a realtime frame broke the contract and was dropped, or a connection attempt failed. */
  'realtime:error': { error: unknown };
} & {
  /**
   * Realtime: an event of a loyalty channel (`comps_award`, …), relayed unparsed: `@casino/sdk/loyalty` parses its
   * data with LOYALTY_CHANNEL_PAYLOADS before anything uses it.
   */
  [C in LoyaltyChannel as `realtime:${C}`]: { seq: number; data: unknown };
} & {
  /**
   * Realtime: an event of a public channel the casino watches (`casino.realtime.watch`), relayed unparsed: the
   * channel's entry parses its data (`@casino/sdk/tournaments` with PUBLIC_CHANNEL_PAYLOADS for `public:tournaments`).
   */
  [C in PublicChannel as `realtime:${C}`]: { data: unknown };
};

/** The typed event bus of one casino. */
export type CasinoEmitter = Emitter<CasinoEvents>;

/** Creates an empty event bus. */
export function createEvents(): CasinoEmitter {
  return mitt<CasinoEvents>();
}
