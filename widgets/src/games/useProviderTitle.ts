import type { GamesModule } from '@casino/sdk/games';
import { useEffect } from 'react';
import { useResource } from '../provider/useResource';

/**
 * Internal: the display name of a provider (its id until the provider list has loaded, or when it cannot). The list
 * loads once per games module; after a failure, the next tile that shows loads it again.
 */
export function useProviderTitle(games: GamesModule, provider: string): string {
  const { data } = useResource(games.providers);
  useEffect(() => {
    void games.providers.ensure();
  }, [games]);
  return data.find((known) => known.id === provider)?.title ?? provider;
}
