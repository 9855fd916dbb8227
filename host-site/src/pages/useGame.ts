import type { Game } from '@casino/sdk/contract';
import { useGames } from '@casino/widgets/games';
import { useEffect, useState } from 'react';

/** A game as the play page knows it: loading, found, or missing (unknown, or its load failed). */
export type GameLookup = { status: 'loading' } | { status: 'found'; game: Game } | { status: 'missing' };

/** Looks a game up by provider and slug (`games.select`), for the play page's title, default mode and provider popup. */
export function useGame(provider: string, slug: string): GameLookup {
  const games = useGames();
  const identifier = `${provider}/${slug}`;
  const [lookup, setLookup] = useState<{ identifier: string; result: GameLookup }>({
    identifier,
    result: { status: 'loading' },
  });
  useEffect(() => {
    let current = true;
    games.select([identifier]).then(
      (selection) => {
        const game = selection[identifier];
        if (current) setLookup({ identifier, result: game ? { status: 'found', game } : { status: 'missing' } });
      },
      () => {
        if (current) setLookup({ identifier, result: { status: 'missing' } });
      },
    );
    return () => {
      current = false;
    };
  }, [games, identifier]);
  return lookup.identifier === identifier ? lookup.result : { status: 'loading' };
}
