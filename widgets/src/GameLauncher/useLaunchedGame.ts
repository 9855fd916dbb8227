import type { Game } from '@casino/sdk/contract';
import { useCallback, useEffect, useState } from 'react';
import { useGames } from '../games/useGames';

/** Internal: where loading the game of the page stands; `game` is null for an identifier the catalogue does not know. */
export type LaunchedGame =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; game: Game | null };

/** Internal: loads the game `provider/slug` (`games.select`); `retry` loads again after a failure. */
export function useLaunchedGame(provider: string, slug: string): { launched: LaunchedGame; retry: () => void } {
  const games = useGames();
  const [launched, setLaunched] = useState<LaunchedGame>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` moves on retry
  useEffect(() => {
    let current = true;
    const identifier = `${provider}/${slug}`;
    setLaunched({ status: 'loading' });
    games.select([identifier]).then(
      (selection) => {
        const game = Object.hasOwn(selection, identifier) ? (selection[identifier] ?? null) : null;
        if (current) setLaunched({ status: 'loaded', game });
      },
      (error: unknown) => {
        if (current) setLaunched({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [games, provider, slug, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { launched, retry };
}
