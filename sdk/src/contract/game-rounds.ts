import * as z from 'zod/mini';
import { Account } from './player';

/** Smallest line bet of a play round, in minor units. */
export const LINE_BET_MIN_CENTS = 1;
/** Largest line bet of a play round, in minor units: 10,000 (the total bet is 20 lines × the line bet). */
export const LINE_BET_MAX_CENTS = 10_000;

const lineBet = z.int().check(z.gte(LINE_BET_MIN_CENTS), z.lte(LINE_BET_MAX_CENTS));
const identifier = z.string().check(z.minLength(1), z.maxLength(200));

/** POST /api/player/games/rounds (with an `Idempotency-Key` header): one real-money spin of a game in a wallet's currency. */
export const RealRoundRequest = z.object({
  /** The game's `identifier` (`provider/slug`). */
  game: identifier,
  currency: z.string().check(z.minLength(1), z.maxLength(10)),
  line_bet_cents: lineBet,
});
export type RealRoundRequest = z.infer<typeof RealRoundRequest>;

/** POST /api/games/demo/rounds: one fun-money spin, no session needed. */
export const DemoRoundRequest = z.object({
  game: identifier,
  line_bet_cents: lineBet,
});
export type DemoRoundRequest = z.infer<typeof DemoRoundRequest>;

/** One pay of a round: a payline (from 1) or the scatter (`line: null`, anywhere in the window). */
export const RoundWin = z.object({
  line: z.nullable(z.int()),
  symbol: z.string(),
  /** Symbols in the run from the leftmost reel, or scatters in the window. */
  count: z.int(),
  amount_cents: z.int(),
});
export type RoundWin = z.infer<typeof RoundWin>;

/** A play round: the stake, the window drawn and what it paid, all amounts in minor units. */
export const PlayRound = z.object({
  /** The stored round's id; null for demo rounds, which are not stored. */
  id: z.nullable(z.int()),
  game: z.string(),
  /** The wallet's currency, or `FUN` for demo play. */
  currency: z.string(),
  line_bet_cents: z.int(),
  /** Total stake: 20 paylines × the line bet. */
  bet_cents: z.int(),
  win_cents: z.int(),
  /** The window, `grid[reel][row]`: 5 reels left to right, 3 rows top to bottom, symbol ids. */
  grid: z.array(z.array(z.string())),
  /** Line wins in line order, then the scatter win if any. */
  wins: z.array(RoundWin),
  created_at: z.string(),
});
export type PlayRound = z.infer<typeof PlayRound>;

/** Answer of a real round: the round and the wallet after it. */
export const RealRoundAnswer = z.object({ round: PlayRound, balance: Account });
export type RealRoundAnswer = z.infer<typeof RealRoundAnswer>;

/** Answer of a demo round. */
export const DemoRoundAnswer = z.object({ round: PlayRound });
export type DemoRoundAnswer = z.infer<typeof DemoRoundAnswer>;
