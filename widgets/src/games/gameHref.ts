import type { Game } from '@casino/sdk/contract';

/** How a game is played: for real money or for fun (demo). */
export type GameMode = 'real' | 'demo';

/**
 * The default address of a game's page: `{baseUrl}/play/{provider}/{slug}?mode={mode}` (core.md §2). Absolute when
 * the casino has a `baseUrl`, so that links on a partner's page lead to the casino.
 */
export function defaultGameHref(baseUrl: string, game: Game, mode: GameMode): string {
  const path = `/play/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.slug)}?mode=${mode}`;
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}
