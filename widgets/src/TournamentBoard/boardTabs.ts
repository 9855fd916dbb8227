import type { Tournament } from '@casino/sdk/contract';
import { isQuest } from '@casino/sdk/rules';

/**
 * The tabs of the tournament board (loyalty.md §2, the sub-routes of /tournaments), what each lists in
 * docs/tournaments.md ("Tournament board"): `all` every running and future tournament, `producers` those limited to
 * game providers, `lotteries` the lotteries, `actions` those with `action` in the identifier, `live` those with `live`
 * in the identifier (live-casino tournaments), `achievements` the finished tournaments the player took part in, with
 * his place. Quests are tournaments too, but have their own path (`quest` in the identifier) and are left out.
 */
export const TOURNAMENT_BOARD_TABS = ['all', 'producers', 'lotteries', 'actions', 'live', 'achievements'] as const;

/** One of {@link TOURNAMENT_BOARD_TABS}. */
export type TournamentBoardTab = (typeof TOURNAMENT_BOARD_TABS)[number];

/** The tabs that list running and future tournaments. */
export type TournamentListTab = Exclude<TournamentBoardTab, 'lotteries' | 'achievements'>;

const identifierHas = (tournament: Tournament, word: string) =>
  tournament.frontend_identifier
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .includes(word);

/** Whether a running or future tournament shows on a tab of the board. */
export function isOnBoardTab(tournament: Tournament, tab: TournamentListTab): boolean {
  if (isQuest(tournament)) return false;
  if (tab === 'producers') return tournament.providers.length > 0;
  if (tab === 'actions') return identifierHas(tournament, 'action');
  if (tab === 'live') return identifierHas(tournament, 'live');
  return true;
}

/**
 * The player's achievements: the finished tournaments of `recent` he took part in (those of `player`, his list), once
 * each, most recently ended first.
 */
export function achievementsOf(recent: readonly Tournament[], player: readonly Tournament[]): Tournament[] {
  const taken = new Set(player.map((tournament) => tournament.id));
  const finished = new Map<number, Tournament>();
  for (const tournament of [...player, ...recent]) {
    if (tournament.status === 'archive' && !isQuest(tournament) && taken.has(tournament.id)) {
      finished.set(tournament.id, tournament);
    }
  }
  return [...finished.values()].sort((a, b) => Date.parse(b.end_at) - Date.parse(a.end_at));
}
