import type { GameProvider } from '@casino/sdk/contract';
import { useResource } from '@casino/widgets';
import { useGames } from '@casino/widgets/games';
import { useEffect } from 'react';

/**
 * The game providers (`games.providers`), by title; null while they load. A failed load (logged by the SDK) gives an
 * empty list (core.md §8: load failures return empty values).
 */
export function useProviders(): readonly GameProvider[] | null {
  const games = useGames();
  const { data, status } = useResource(games.providers);
  useEffect(() => {
    void games.providers.ensure();
  }, [games]);
  return status === 'ready' || status === 'error' ? data : null;
}
