import { CasinoHttpError, fieldErrors, NetworkError } from '@casino/sdk';
import { SERVER_MESSAGES } from '@casino/sdk/contract';

/**
 * Why a spin did not happen, as the slot page reacts to it: sign in (401), a responsible-gambling limit
 * (cooling-off, self-exclusion, session, wager or loss), not enough money, no answer, or any other refusal.
 * `message` is the server's own words.
 */
export type Refusal =
  | { kind: 'sign_in' }
  | { kind: 'limit'; message: string }
  | { kind: 'money'; message: string }
  | { kind: 'network' }
  | { kind: 'other'; message: string | null };

/** What the server says when a limit refuses a round (server/src/limits/play-limits.ts, binding-limits.ts). */
const LIMIT_MESSAGES = [
  /^play is blocked by your (cooling-off|self-exclusion)\b/,
  /^your \w+ session limit of \d+ minutes of play is reached\b/,
  /, over your \w+ (wager|loss) limit of /,
];

/** What the server says when the cash is short for the bet (server/src/games/play/real-round.ts). */
const NOT_ENOUGH_MONEY = /^not enough money\b/;

/** Reads a failed round call into a {@link Refusal}. */
export function readRefusal(error: unknown): Refusal {
  if (error instanceof NetworkError) return { kind: 'network' };
  if (!(error instanceof CasinoHttpError)) return { kind: 'other', message: null };
  if (error.status === 401) return { kind: 'sign_in' };
  const errors = fieldErrors(error);
  if (!errors) return { kind: 'other', message: null };
  const messages = Object.values(errors).flat();
  const limit = messages.find((message) => LIMIT_MESSAGES.some((pattern) => pattern.test(message)));
  if (limit !== undefined) return { kind: 'limit', message: limit };
  const money = messages.find((message) => NOT_ENOUGH_MONEY.test(message));
  if (money !== undefined) return { kind: 'money', message: money };
  const first = messages[0] ?? null;
  return { kind: 'other', message: first === SERVER_MESSAGES.server_error ? null : first };
}

/** Casino pages a refusal sends the player to, on the casino's origin. */
export const REFUSAL_PAGES = { limit: '/profile/limits', money: '/deposit', sign_in: '/sign-in' } as const;
