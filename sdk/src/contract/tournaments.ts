import * as z from 'zod/mini';

/**
 * An ISO 8601 date and time with seconds and a zone (`2026-04-10T12:00:00.000Z`, `…+02:00`), as the server writes
 * `start_at`, `end_at` and the like. A regex check rather than `z.iso.datetime`: zod's date-time format class would
 * join the shared zod chunk of every script-tag widget (+0.35 KB each, measured); the regex check is there already.
 */
export const IsoDateTime = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/));

/**
 * What a tournament ranks by (api-facts §5 `strategy`): `bet` the bet sum, `win` the win sum, `rate` the best
 * multiplier of one round (win ÷ bet), `spin` the rounds played. The metric of each is {@link TournamentPlayerStatus}'s
 * `bet_cents`, `win_cents`, `rate` and `games_taken`; `points` holds it for every strategy.
 */
export const TOURNAMENT_STRATEGIES = ['bet', 'win', 'rate', 'spin'] as const;
export const TournamentStrategy = z.enum(TOURNAMENT_STRATEGIES);
export type TournamentStrategy = z.infer<typeof TournamentStrategy>;

/** Where a tournament stands, derived from time (loyalty.md §4): before `start_at` future, before `end_at` active, else archive. */
export const PROMO_STATUSES = ['future', 'active', 'archive'] as const;
export const PromoStatus = z.enum(PROMO_STATUSES);
export type PromoStatus = z.infer<typeof PromoStatus>;

/**
 * A prize place of a tournament or a lottery (api-facts §5 `Prize`, the fields this casino pays): cash through the
 * ledger (`money_award_cents` in the prize's currency), free spins (`freespins_count` on `freespins_game` at
 * `freespins_bet_cents` a line) or a bonus (`bonus_amount_cents`, wagered `wager_multiplier` times). A place may
 * give several of them; the zero ones give nothing.
 */
export const PromoPrize = z.object({
  id: z.int(),
  award_place: z.int().check(z.positive()),
  /** The currency the cash and bonus amounts are in: the tournament's or lottery's. */
  currency: z.string(),
  money_award_cents: z.int(),
  freespins_count: z.int(),
  /** The game (`provider/slug`) the free spins are played on; null when the place gives none. */
  freespins_game: z.nullable(z.string()),
  freespins_bet_cents: z.int(),
  bonus_amount_cents: z.int(),
  wager_multiplier: z.int(),
  /** Who won the place once it is paid (masked nickname); null before. */
  nickname: z.nullable(z.string()),
});
export type PromoPrize = z.infer<typeof PromoPrize>;

/**
 * A player's standing in a tournament (api-facts §5 `PlayerStatus`). Amounts are in the tournament's currency (a
 * round in another currency counts at its value: docs/tournaments.md); `bets` and `wins` are the same amounts as
 * decimal strings in major units, as the legacy API sends them. `award_place` is the place on the leaderboard (1 is
 * first), null until the player has scored.
 */
export const TournamentPlayerStatus = z.object({
  tournament_id: z.int(),
  /**
   * The player's row on this tournament's board, stable while it lasts (boards and live updates know rows by it, as
   * nicknames can repeat); null in a status of a player who has no row yet. Says nothing else about the player.
   */
  entry_id: z.nullable(z.int()),
  nickname: z.string(),
  user_confirmed: z.boolean(),
  bets: z.string(),
  bet_cents: z.int(),
  wins: z.string(),
  win_cents: z.int(),
  /** The best multiplier of one round (win ÷ bet), two decimals. */
  rate: z.number(),
  games_taken: z.int(),
  /** The ranking metric of the tournament's strategy (cents for bet and win, the multiplier for rate, rounds for spin). */
  points: z.number(),
  award_place: z.nullable(z.int()),
});
export type TournamentPlayerStatus = z.infer<typeof TournamentPlayerStatus>;

/**
 * A tournament (loyalty.md §3, api-facts §5). Quests are tournaments whose `frontend_identifier` contains `quest`
 * (rules: `questOf`). `top_players` are the first {@link TOP_PLAYERS_COUNT} of the leaderboard; the whole board is
 * GET /api/tournaments/{id}/leaderboard. `status` is derived from time at the moment of the answer; clients derive it
 * again as time passes (rules: `promoStatus`).
 */
export const Tournament = z.object({
  id: z.int(),
  title: z.string(),
  /** Rules and how to take part, as sanitised HTML from the CMS. */
  description: z.string(),
  frontend_identifier: z.string(),
  strategy: TournamentStrategy,
  status: PromoStatus,
  /** True while the tournament runs (status active). */
  in_progress: z.boolean(),
  /** The player must join (POST /api/tournaments/{id}/confirm) before his rounds score. */
  user_confirmation_required: z.boolean(),
  /** The currency scores and prizes are counted in. */
  currency: z.string(),
  /** Wallet currencies whose rounds score. */
  currencies: z.array(z.string()),
  start_at: IsoDateTime,
  end_at: IsoDateTime,
  /** When the tournament was closed and its prizes paid; null before. */
  finished_at: z.nullable(IsoDateTime),
  /** User groups that may take part; empty: every player. */
  group_ids: z.array(z.int()),
  /** Smallest bet (all lines) of a round that scores, in `currency`. */
  min_bet_cents: z.int(),
  /** Games (`provider/slug`) whose rounds score; with `providers`, both empty: every game. */
  games: z.array(z.string()),
  providers: z.array(z.string()),
  /** Cash of every prize place together, in `currency`. */
  money_prize_pool_cents: z.int(),
  prizes: z.array(PromoPrize),
  players_count: z.int(),
  top_players: z.array(TournamentPlayerStatus),
});
export type Tournament = z.infer<typeof Tournament>;

/** GET /api/tournaments (active and future), /player (the ones the signed-in player takes part in), /recent (archive). */
export const TournamentList = z.array(Tournament);

/** How many leaders `Tournament.top_players` lists. */
export const TOP_PLAYERS_COUNT = 10;

/** The most rows one GET /api/tournaments/{id}/leaderboard answers (`limit`). */
export const LEADERBOARD_PAGE_MAX = 1000;

/**
 * GET /api/tournaments/{id}/leaderboard?offset=&limit=: the board in place order (ties broken by who reached the
 * score first, then by player), `limit` rows (default and most {@link LEADERBOARD_PAGE_MAX}) from `offset`. `version`
 * is the board's publication number: the `public:tournaments` updates after it apply on top of these rows.
 */
export const Leaderboard = z.object({
  tournament_id: z.int(),
  version: z.int(),
  players_count: z.int(),
  offset: z.int(),
  rows: z.array(TournamentPlayerStatus),
});
export type Leaderboard = z.infer<typeof Leaderboard>;

/** POST /api/tournaments/{id}/confirm (api-facts §5). */
export const TournamentConfirmRequest = z.object({ confirmed: z.literal(true) });
/** Answer of the confirmation. */
export const TournamentConfirmAnswer = z.object({ confirmed: z.boolean() });

/**
 * `tournaments_statuses` data (api-facts §9 says "not found"; ours): the player's own standing whenever his place or
 * score changed, and his final place when the tournament closes (`finished` true).
 */
export const TournamentStatusChange = z.object({
  status: TournamentPlayerStatus,
  finished: z.boolean(),
});
export type TournamentStatusChange = z.infer<typeof TournamentStatusChange>;

/**
 * `public:tournaments` data: a leaderboard moved. At most a few a second per tournament (docs/tournaments.md). `changed`
 * are the rows whose score changed, each with its new place; every other row keeps its order, shifted around them
 * (rules: `applyLeaderboardUpdate`). `version` follows the board's last version by one; a client that missed one
 * reloads the board. `finished` is true on the update that closes the tournament.
 */
export const LeaderboardUpdate = z.object({
  tournament_id: z.int(),
  version: z.int(),
  players_count: z.int(),
  changed: z.array(TournamentPlayerStatus),
  finished: z.boolean(),
});
export type LeaderboardUpdate = z.infer<typeof LeaderboardUpdate>;
