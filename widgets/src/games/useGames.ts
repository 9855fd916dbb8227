import type { Casino } from '@casino/sdk';
import { createGames, type GamesModule } from '@casino/sdk/games';
import { useCasino } from '../provider/useCasino';

/** One games module per casino, so that every game widget of a casino shares its favourites and toggles. */
const modules = new WeakMap<Casino, GamesModule>();

/**
 * The games module of a casino, made with `createGames(casino)` on first use and shared from then on. The module
 * loads the favourites at sign-in by itself; a session that was already open (restored at start, or open before the
 * first game widget showed) is loaded here whenever the player becomes logged in.
 */
export function gamesOf(casino: Casino): GamesModule {
  const known = modules.get(casino);
  if (known) return known;
  const games = createGames(casino);
  modules.set(casino, games);
  let logged = false;
  casino.state.loginState.subscribe((loginState) => {
    const nowLogged = loginState === 'logged';
    if (nowLogged && !logged) {
      games.loadFavourites().catch((error: unknown) => {
        casino.events.emit('request-error', { path: '/api/player/favorite_games', error });
      });
    }
    logged = nowLogged;
  });
  return games;
}

/** The games module of the nearest `CasinoProvider`'s casino (shared by every game widget of that casino). */
export function useGames(): GamesModule {
  return gamesOf(useCasino());
}
