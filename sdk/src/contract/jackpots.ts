import * as z from 'zod/mini';
import { IsoDateTime } from './tournaments';

/**
 * How a jackpot is won (docs/jackpots.md): `mystic`, a level drops at a hidden amount chosen by a CSPRNG between its
 * seed and `must_drop_by_cents` when it is seeded, so it is always won by then; `progressive`, a level is won by a
 * game's own jackpot outcome (not offered by the slots of this casino yet, so every seeded pool is mystic).
 */
export const JackpotType = z.enum(['mystic', 'progressive']);
export type JackpotType = z.infer<typeof JackpotType>;

/**
 * A level of a jackpot pool (api-facts §5). `amount_cents` is the pool now, in the jackpot's currency; it starts at
 * `seed_cents` (house money) after every win and grows by `contribution_percent` of each bet in the jackpot's games.
 */
export const JackpotLevel = z.object({
  id: z.int(),
  identifier: z.string(),
  name: z.string(),
  /** 0 for the biggest level, then 1, 2, …: lists show levels in this order. */
  index: z.int(),
  state: z.enum(['active', 'inactive']),
  amount_cents: z.int(),
  seed_cents: z.int(),
  /** Mystic levels: the amount the level is won by at the latest; null for progressive levels. */
  must_drop_by_cents: z.nullable(z.int()),
  /** The share of each contributing bet the level gets, in percent as a decimal string (`"0.5"`). */
  contribution_percent: z.string(),
});
export type JackpotLevel = z.infer<typeof JackpotLevel>;

/**
 * A jackpot (loyalty.md §3, api-facts §5): a pool with levels, fed by real bets in `games` made in any of
 * `allowed_currencies` (counted at their value in the jackpot's `currency`). `identifier` names its page (`/{identifier}`).
 */
export const Jackpot = z.object({
  id: z.int(),
  name: z.string(),
  identifier: z.string(),
  type: JackpotType,
  state: z.enum(['active', 'inactive']),
  currency: z.string(),
  allowed_currencies: z.array(z.string()),
  games: z.array(z.string()),
  levels: z.array(JackpotLevel),
});
export type Jackpot = z.infer<typeof Jackpot>;

/** GET /api/jackpots: every active jackpot. */
export const JackpotList = z.array(Jackpot);
export type JackpotList = z.infer<typeof JackpotList>;

/**
 * A won jackpot level (GET /api/jackpot_wins, api-facts §5). `amount_cents` is what the winner got in `currency` (his
 * wallet's); `jackpot_original_amount_cents` the level's pool in `jackpot_original_currency`. `user_name` is masked
 * to its first 6 characters plus asterisks (loyalty.md §5); the external codes are this casino's identifiers.
 */
export const JackpotWin = z.object({
  id: z.int(),
  amount_cents: z.int(),
  currency: z.string(),
  jackpot_name: z.string(),
  jackpot_level_name: z.string(),
  approved_at: IsoDateTime,
  created_at: IsoDateTime,
  jackpot_level_external_code: z.string(),
  jackpot_external_code: z.string(),
  user_name: z.string(),
  jackpot_original_currency: z.string(),
  jackpot_original_amount_cents: z.int(),
});
export type JackpotWin = z.infer<typeof JackpotWin>;

/** GET /api/jackpot_wins (`?jackpot=` an identifier to keep one jackpot's): the latest wins, newest first. */
export const JackpotWinList = z.array(JackpotWin);
export type JackpotWinList = z.infer<typeof JackpotWinList>;

/**
 * `public:jackpots_changes` data: the levels whose pool changed since the last frame, with their amounts at `at`
 * (server time). The server sends a few frames a second at most however busy a pool is (docs/jackpots.md); tickers
 * count up smoothly from one frame's amounts to the next.
 */
export const JackpotsChange = z.object({
  at: IsoDateTime,
  levels: z.array(z.object({ jackpot_id: z.int(), level_id: z.int(), amount_cents: z.int() })),
});
export type JackpotsChange = z.infer<typeof JackpotsChange>;

/**
 * `jackpot_win_award` private data: the signed-in player won a level in round `round_id`; `amount_cents` in his wallet
 * `currency` is already in his balance (paid in the round's transaction).
 */
export const JackpotWinAward = z.object({
  win_id: z.int(),
  round_id: z.int(),
  jackpot_id: z.int(),
  jackpot_name: z.string(),
  jackpot_level_name: z.string(),
  amount_cents: z.int(),
  currency: z.string(),
  created_at: IsoDateTime,
});
export type JackpotWinAward = z.infer<typeof JackpotWinAward>;

/** How many winners a jackpot leaderboard list shows by default (loyalty.md §9). */
export const JACKPOT_LEADERBOARD_SIZE = 5;
