import type { Game } from '@casino/sdk/contract';
import { useGames } from '../games/useGames';
import { useResource } from '../provider/useResource';

/** Internal: where loading the game of the page stands; `game` is null for an identifier the catalogue does not know. */
export type LaunchedGame =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; game: Game | null };

/** Internal: the game `provider/slug` from the games module's resource of it; `retry` loads again after a failure. */
export function useLaunchedGame(provider: string, slug: string): { launched: LaunchedGame; retry: () => void } {
  const games = useGames();
  const { data: game, status, error, reload } = useResource(games.gameByIdentifier.get(`${provider}/${slug}`), 'once');
  const retry = () => void reload();
  if (status === 'ready') return { launched: { status: 'loaded', game }, retry };
  if (status === 'error') return { launched: { status: 'failed', error }, retry };
  return { launched: { status: 'loading' }, retry };
}
