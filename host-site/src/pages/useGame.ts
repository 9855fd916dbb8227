import type { Game } from '@casino/sdk/contract';
import { useResource } from '@casino/widgets';
import { useGames } from '@casino/widgets/games';

/** A game as the play page knows it: loading, found, or missing (unknown, or its load failed). */
export type GameLookup = { status: 'loading' } | { status: 'found'; game: Game } | { status: 'missing' };

/** Looks a game up by provider and slug (the games module's resource of it), for the play page's title, default mode and provider popup. */
export function useGame(provider: string, slug: string): GameLookup {
  const games = useGames();
  const { data: game, status } = useResource(games.gameByIdentifier.get(`${provider}/${slug}`), 'once');
  if (status === 'ready' && game) return { status: 'found', game };
  if (status === 'ready' || status === 'error') return { status: 'missing' };
  return { status: 'loading' };
}
