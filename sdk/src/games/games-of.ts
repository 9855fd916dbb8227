import { routePath } from '../contract/routes';
import { onSignIn } from '../session/on-sign-in';
import { createGames, type GamesCasino, type GamesModule } from './games';

/** One games module per casino, so that every game widget of a casino shares its favourites and toggles. */
const modules = new WeakMap<GamesCasino, GamesModule>();

/**
 * The games module of a casino, made with `createGames(casino)` on first use and shared from then on. It loads the
 * favourites whenever the player becomes signed in, a session restored at start or open before the first call
 * included; a failure is logged on `request-error`.
 */
export function gamesOf(casino: GamesCasino): GamesModule {
  const known = modules.get(casino);
  if (known) return known;
  const games = createGames(casino);
  modules.set(casino, games);
  onSignIn(casino.state.loginState, () => {
    games.loadFavourites().catch((error: unknown) => {
      casino.events.emit('request-error', { path: routePath('favoriteGames'), error });
    });
  });
  return games;
}
