import type { FreespinGame } from '@casino/sdk/contract';

/**
 * The default address of a free-spin game's page: `{baseUrl}/play/{provider}/{slug}` (core.md §2), absolute when
 * the casino has a `baseUrl`.
 */
export function defaultFreespinGameHref(baseUrl: string, game: FreespinGame): string {
  const path = `/play/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.slug)}`;
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}
