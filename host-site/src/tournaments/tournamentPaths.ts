import type { TournamentBoardTab } from '@casino/widgets/tournaments';

/** The tournament board (loyalty.md §2, /tournaments; its sub-routes are the board's tabs). */
export const TOURNAMENTS_PATH = '/tournaments';

/** A tab's path: `/tournaments/{tab}` (`all` too, where a closed lotteries tab sends the player). */
export function boardTabPath(tab: TournamentBoardTab): string {
  return `${TOURNAMENTS_PATH}/${tab}`;
}

/** A tournament's page (named tournamentPage, param slug): its `frontend_identifier` under {@link TOURNAMENTS_PATH}. */
export function tournamentPagePath(slug: string): string {
  return `${TOURNAMENTS_PATH}/${encodeURIComponent(slug)}`;
}

/** A tournament's leaderboard on a page of its own (named Leaderboard). */
export function leaderboardPath(slug: string): string {
  return `${tournamentPagePath(slug)}/leaderboard`;
}

/** Other names of board tabs in paths: `archive` is the achievements tab (loyalty.md §2). */
export const TAB_ALIASES: Readonly<Record<string, TournamentBoardTab>> = { archive: 'achievements' };
