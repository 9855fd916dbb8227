import type { GamesModule } from '@casino/sdk/games';
import { useEffect, useState } from 'react';

/** Provider id to title, loaded once per games module (GET /api/games/providers). */
const loading = new WeakMap<GamesModule, Promise<ReadonlyMap<string, string>>>();
/** The loaded titles, so that tiles rendered later (scrolling a grid) show them at once. */
const loaded = new WeakMap<GamesModule, ReadonlyMap<string, string>>();

function providerTitles(games: GamesModule): Promise<ReadonlyMap<string, string>> {
  let titles = loading.get(games);
  if (!titles) {
    titles = games.providers().then(
      (providers) => {
        const map = new Map(providers.map((provider) => [provider.id, provider.title]));
        loaded.set(games, map);
        return map;
      },
      () => {
        // a failed load is tried again by the next tile that shows; the ids stand in meanwhile
        loading.delete(games);
        return new Map<string, string>();
      },
    );
    loading.set(games, titles);
  }
  return titles;
}

/** Internal: the display name of a provider (its id until the provider list has loaded, or when it cannot). */
export function useProviderTitle(games: GamesModule, provider: string): string {
  const known = loaded.get(games)?.get(provider);
  const [title, setTitle] = useState<string | undefined>(known);
  useEffect(() => {
    if (loaded.has(games)) return;
    let current = true;
    providerTitles(games).then((titles) => {
      if (current) setTitle(titles.get(provider));
    });
    return () => {
      current = false;
    };
  }, [games, provider]);
  return known ?? title ?? provider;
}
