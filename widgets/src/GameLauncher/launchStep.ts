import type { Game, Limit, PlayerFields, Profile } from '@casino/sdk/contract';
import { BLOCKING_LIMIT_TYPES, isLimitReached } from '@casino/sdk/rules';
import type { GameMode } from '../games/gameHref';
import { storedValue } from '../PersonalInfo/personalInfoFields';

/** The currency code of demo play in a game's `currencies`. */
export const DEMO_CURRENCY = 'FUN';

/** Limit types that stop real play when used up in the played currency (docs/games.md, play rounds). */
const PLAY_MONEY_LIMIT_TYPES: readonly string[] = ['wager', 'loss'];

/** What the game page shows before (or instead of) the game, core.md §4 "Game tile". */
export type LaunchStep =
  | { step: 'demo-unavailable' }
  | { step: 'registration' }
  | { step: 'currency-locked'; currency: string | null }
  | { step: 'limit-reached' }
  | { step: 'details'; fields: string[] }
  | { step: 'play'; currency: string };

/** What {@link launchStep} decides on. */
export interface LaunchContext {
  game: Game;
  mode: GameMode;
  /** Whether a player is signed in. */
  signedIn: boolean;
  /** The wallet's currency (active account, else the profile's); null without one. */
  currency: string | null;
  /** The player's limits in force or pending (`casino.limits.limits`). */
  limits: readonly Limit[];
  /** Whether a `game_limits` event said a session limit's minutes are used up (the limits list does not carry them). */
  sessionLimitReached: boolean;
  /** Fields of the provider's context still empty in the profile (see {@link missingProviderFields}). */
  missingFields: readonly string[];
}

/** Whether the game has an id for demo play. */
export function hasDemo(game: Game): boolean {
  return game.has_demo_mode && game.currencies[DEMO_CURRENCY] !== undefined;
}

/**
 * Whether a limit stops real play in `currency`: an active cooling-off or self-exclusion, or an active wager or loss
 * limit of that currency with no room left. Deposit limits never stop play.
 */
export function isPlayBlocked(limits: readonly Limit[], currency: string): boolean {
  return limits.some(
    (limit) =>
      limit.status === 'active' &&
      (BLOCKING_LIMIT_TYPES.includes(limit.type) ||
        (PLAY_MONEY_LIMIT_TYPES.includes(limit.type) && isLimitReached(limit, currency))),
  );
}

/** The fields of the provider's context (`playerFields.contexts.providers[provider]`) that are empty in the profile. */
export function missingProviderFields(playerFields: PlayerFields | null, provider: string, profile: Profile): string[] {
  const providers = playerFields?.contexts.providers ?? {};
  const fields = Object.hasOwn(providers, provider) ? (providers[provider] ?? []) : [];
  return fields.filter((field) => {
    const value = storedValue(profile, field);
    return typeof value === 'string' && value.trim() === '';
  });
}

/**
 * The next step of entering a game. Demo play needs the game's `FUN` id and nothing else; real play needs a signed-in
 * player whose wallet currency the game takes, no reached limit, and the provider's profile fields filled in.
 */
export function launchStep(context: LaunchContext): LaunchStep {
  const { game, currency } = context;
  if (context.mode === 'demo') {
    return hasDemo(game) ? { step: 'play', currency: DEMO_CURRENCY } : { step: 'demo-unavailable' };
  }
  if (!context.signedIn) return { step: 'registration' };
  if (currency === null || currency === DEMO_CURRENCY || game.currencies[currency] === undefined) {
    return { step: 'currency-locked', currency };
  }
  if (context.sessionLimitReached || isPlayBlocked(context.limits, currency)) return { step: 'limit-reached' };
  if (context.missingFields.length > 0) return { step: 'details', fields: [...context.missingFields] };
  return { step: 'play', currency };
}
