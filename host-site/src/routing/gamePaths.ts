import type { GameMode } from '@casino/widgets/games';

/** The categories of the lobby's rows, in order (core.md §2). */
export const LOBBY_ROW_CATEGORIES: readonly string[] = [
  'top',
  'new',
  'pokies',
  'live',
  'table',
  'recommended',
  'special',
];

/** The sections with pages of their own: `/pokies/all`, `/pokies/{slug}`, `/live/all`, `/live/{slug}`. */
export type GameSection = 'pokies' | 'live';

/** The page that lists a category: `/pokies/all` and `/live/all` for the two sections, else `/categories/{slug}`. */
export function categoryPath(slug: string): string {
  if (slug === 'pokies' || slug === 'live') return `/${slug}/all`;
  return `/categories/${encodeURIComponent(slug)}`;
}

/** The page of a provider's games; page 1 is `/producers/{slug}` itself. */
export function producerPath(slug: string, page = 1): string {
  const base = `/producers/${encodeURIComponent(slug)}`;
  return page > 1 ? `${base}/${page}` : base;
}

/** The page of a game, `/play/{producer}/{name}?mode=`. */
export function playPath(game: { provider: string; slug: string }, mode: GameMode): string {
  return `/play/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.slug)}?mode=${mode}`;
}

/** The `?mode=` of a game page, or null when it names no mode. */
export function playModeOf(search: string): GameMode | null {
  const mode = new URLSearchParams(search).get('mode');
  return mode === 'real' || mode === 'demo' ? mode : null;
}

/** The page number of `/producers/{slug}/{page}`: a whole number from 1, else null (the path is not a page). */
export function producerPageOf(value: string | undefined): number | null {
  if (value === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** The mode a game page opens in without `?mode=`: real for players; demo for guests when the game has demo play. */
export function defaultPlayMode(logged: boolean, game: { has_demo_mode: boolean } | null): GameMode {
  if (logged) return 'real';
  return game === null || game.has_demo_mode ? 'demo' : 'real';
}
