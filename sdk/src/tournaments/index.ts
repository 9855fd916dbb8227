/**
 * `@casino/sdk/tournaments`: tournaments, quests, live leaderboards and lotteries of loyalty.md, attached to a casino
 * on first use (`tournamentsOf`). A separate entry, so pages without these areas do not load it.
 */
export type { LeaderboardModule, LeaderboardOptions } from './leaderboard';
export { createLeaderboard, LEADERBOARD_POLL_MS } from './leaderboard';
export type { DrawVerification, LotteriesModule } from './lotteries';
export { createLotteries } from './lotteries';
export type { TournamentsCasino, TournamentsModule } from './tournaments';
export { createTournaments } from './tournaments';
export type { CasinoTournaments, TournamentsOptions } from './tournaments-of';
export { tournamentsOf } from './tournaments-of';
