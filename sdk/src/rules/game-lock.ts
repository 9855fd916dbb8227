import type { Game } from '../contract/games';
import type { Currency } from '../contract/info';

/**
 * The currency a logged-in player is locked out of a game in (core.md §4): their wallet currency when it is fiat and
 * the game has no id in it; undefined when the game can be played (guests and crypto players are never locked).
 */
export function lockedCurrency(
  game: Game,
  playerCurrency: string | undefined,
  currencies: readonly Pick<Currency, 'code' | 'fiat'>[],
): string | undefined {
  if (playerCurrency === undefined || playerCurrency in game.currencies) return undefined;
  const currency = currencies.find((candidate) => candidate.code === playerCurrency);
  return currency?.fiat === false ? undefined : playerCurrency;
}
