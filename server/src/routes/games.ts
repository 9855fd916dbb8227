import { randomInt } from 'node:crypto';
import {
  FAVORITES_V2,
  FavoriteGameIds,
  FavoriteGameList,
  Game,
  GameCollectionList,
  GameProviderList,
  GamesFilterPage,
  GamesFilterRequest,
  GamesSelection,
  GamesSelectRequest,
  Jackpots,
  PlayedGameList,
  RandomGameQuery,
} from '@casino/sdk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../app-context';
import { CatalogueCache, watchCatalogue } from '../games/lobby/catalogue-cache';
import { listCollections, listProviders } from '../games/lobby/catalogue-lists';
import {
  addFavourite,
  favouriteGames,
  favouriteIds,
  gameOfNumericId,
  removeFavourite,
} from '../games/lobby/favourites';
import { type FoundGames, findGames, gamesFilterPage, randomGame, selectGames } from '../games/lobby/find-games';
import { listGameJackpots, readGameJackpots } from '../games/lobby/jackpots';
import { listPlayedGames } from '../games/lobby/played-games';
import { type EncodedJson, sendEncodedJson } from '../http/compression';
import { encodeContract, parseInput, sendContract } from '../http/contract';
import { HttpError } from '../http/http-error';
import { signedInUserId } from '../http/player-session';

const NumericIdParams = z.object({ id: z.string().check(z.regex(/^\d{1,15}$/)) });

/** The game of the numeric id in the path; 404 when no game has it. */
async function favouriteTarget(ctx: AppContext, request: FastifyRequest): Promise<number> {
  const { id } = parseInput(NumericIdParams, request.params);
  const gameId = await gameOfNumericId(ctx.db, Number(id));
  if (gameId === null) throw new HttpError(404, { id: [`no game has the numeric id ${id}`] });
  return gameId;
}

/** Whether the `accept-client` header asks for the v2 favourites (full games) rather than v1 (numeric ids). */
function wantsFullGames(request: FastifyRequest): boolean {
  const header = request.headers['accept-client'];
  return (Array.isArray(header) ? header.join(',') : (header ?? '')).includes(FAVORITES_V2);
}

/** Filters whose number of games is kept (docs/performance.md). */
const TOTALS_KEPT = 5_000;
/**
 * Bytes of games_filter pages kept, for their rows and again for their answers, weighed by their JSON: a page of 40
 * games is about 30 KB of rows and 50 KB of answer (its br and gzip copies add about 30 % more), so every page of the
 * 10,000-game lobby at 40 a page (250) fits in either with room for other filters.
 */
const PAGES_KEPT_BYTES = 32 * 1024 * 1024;
/** Longest a page's answer is sent again: its jackpots, which real bets grow all the time, are at most this old. */
export const PAGE_MAX_AGE_MS = 1_000;
/** Age from which a page's answer asked for is made again meanwhile, so that requests rarely wait for one. */
const PAGE_REFRESH_AFTER_MS = 500;

/** What a value weighs as JSON, in bytes. */
const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/**
 * The games API (api-facts §3, docs/games.md): the catalogue with filters and pages, selection by identifier,
 * providers, collections, jackpots and a random game for everyone; played games and favourites for players.
 * games_filter keeps the number of games per filter and every page asked for until the catalogue changes: they hold
 * nothing of the player who asks.
 */
export async function registerGameRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const totals = new CatalogueCache<number>(TOTALS_KEPT);
  const pageGames = new CatalogueCache<FoundGames>(PAGES_KEPT_BYTES, (found) => jsonBytes(found.rows));
  const pages = new CatalogueCache<EncodedJson>(PAGES_KEPT_BYTES, (answer) => answer.body.length);
  const stopWatching = await watchCatalogue(ctx.db, () => {
    totals.clear();
    pageGames.clear();
    pages.clear();
  });
  app.addHook('onClose', () => stopWatching());

  app.post('/api/games_filter', async (request, reply) => {
    const body = parseInput(GamesFilterRequest, request.body ?? {});
    const now = ctx.clock();
    // one key for a page whether its number is given or implied (page 1)
    const key = JSON.stringify([body.page ?? 1, { ...body, page: undefined }]);
    const answer = await pages.remember(
      key,
      async () => {
        const found = await pageGames.remember(key, () => findGames(ctx.db, body, now, totals), now);
        const jackpots = await readGameJackpots(
          ctx.db,
          found.rows.map((row) => row.identifier),
        );
        return encodeContract(GamesFilterPage, gamesFilterPage(body, found, jackpots));
      },
      now,
      PAGE_MAX_AGE_MS,
      PAGE_REFRESH_AFTER_MS,
    );
    return sendEncodedJson(request, reply, 200, answer);
  });

  app.post('/api/games_filter/select', async (request, reply) => {
    const { game_ids: identifiers, device } = parseInput(GamesSelectRequest, request.body);
    return sendContract(reply, 200, GamesSelection, await selectGames(ctx.db, identifiers, device));
  });

  app.get('/api/games/providers', async (_request, reply) =>
    sendContract(reply, 200, GameProviderList, await listProviders(ctx.db)),
  );

  app.get('/api/games/collections', async (_request, reply) =>
    sendContract(reply, 200, GameCollectionList, await listCollections(ctx.db)),
  );

  app.get('/api/games/jackpots', async (_request, reply) =>
    sendContract(reply, 200, Jackpots, await listGameJackpots(ctx.db)),
  );

  app.get('/api/games/random', async (request, reply) => {
    const { identifier } = parseInput(RandomGameQuery, request.query);
    const game = await randomGame(ctx.db, identifier, (count) => randomInt(count));
    if (!game) {
      throw new HttpError(404, {
        identifier: [
          identifier === undefined ? 'the catalogue has no games' : `the category ${identifier} has no games`,
        ],
      });
    }
    return sendContract(reply, 200, Game, game);
  });

  app.get('/api/player/played_games', async (request, reply) =>
    sendContract(reply, 200, PlayedGameList, await listPlayedGames(ctx.db, signedInUserId(request))),
  );

  app.get('/api/player/favorite_games', async (request, reply) => {
    const userId = signedInUserId(request);
    if (wantsFullGames(request)) {
      return sendContract(reply, 200, FavoriteGameList, await favouriteGames(ctx.db, userId));
    }
    return sendContract(reply, 200, FavoriteGameIds, await favouriteIds(ctx.db, userId));
  });

  app.put('/api/player/favorite_games/:id', async (request, reply) => {
    const userId = signedInUserId(request);
    await addFavourite(ctx.db, userId, await favouriteTarget(ctx, request), ctx.clock());
    return reply.code(204).send();
  });

  app.delete('/api/player/favorite_games/:id', async (request, reply) => {
    const userId = signedInUserId(request);
    await removeFavourite(ctx.db, userId, await favouriteTarget(ctx, request));
    return reply.code(204).send();
  });
}
