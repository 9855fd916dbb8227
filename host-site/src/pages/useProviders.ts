import type { GameProvider } from '@casino/sdk/contract';
import { useCasino } from '@casino/widgets';
import { useGames } from '@casino/widgets/games';
import { useEffect, useState } from 'react';

/**
 * The game providers (`games.providers()`), by title; null while they load. A failed load is reported as a request
 * error and gives an empty list (core.md §8: load failures return empty values).
 */
export function useProviders(): readonly GameProvider[] | null {
  const games = useGames();
  const { events } = useCasino();
  const [providers, setProviders] = useState<readonly GameProvider[] | null>(null);
  useEffect(() => {
    let current = true;
    games.providers().then(
      (list) => {
        if (current) setProviders(list);
      },
      (error: unknown) => {
        events.emit('request-error', { path: '/api/games/providers', error });
        if (current) setProviders([]);
      },
    );
    return () => {
      current = false;
    };
  }, [games, events]);
  return providers;
}
