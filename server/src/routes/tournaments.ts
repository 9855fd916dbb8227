import {
  LEADERBOARD_PAGE_MAX,
  Leaderboard,
  Tournament,
  TournamentConfirmAnswer,
  TournamentConfirmRequest,
  TournamentList,
  TournamentPlayerStatus,
} from '@casino/sdk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { parseInput, sendContract } from '../http/contract';
import { HttpError } from '../http/http-error';
import { signedInUserId } from '../http/player-session';
import { confirmTournament } from '../tournaments/confirm-tournament';
import { findTournamentRow, listTournaments, showTournament } from '../tournaments/read-tournaments';
import type { TournamentRow } from '../tournaments/tournament-record';
import { readLeaderboard, readPlayerStatus } from '../tournaments/tournament-standings';

/** The signed-in player's id, or null for a guest. */
function viewerOf(request: FastifyRequest): number | null {
  return request.playerSession?.userId ?? null;
}

/** The `{id}` of the path (numeric id or frontend_identifier) as a tournament; else 404. */
async function pathTournament(ctx: AppContext, request: FastifyRequest): Promise<TournamentRow> {
  const { id } = request.params as { id: string };
  const row = await findTournamentRow(ctx.db, id);
  if (!row) throw new HttpError(404, { base: [`there is no tournament ${JSON.stringify(id)}`] });
  return row;
}

/** A whole-number query parameter from `min` to `max`, `fallback` when absent; anything else is a 422 on it. */
function pageNumber(query: Record<string, unknown>, name: string, min: number, max: number, fallback: number): number {
  const text = query[name];
  if (text === undefined || text === '') return fallback;
  const value = typeof text === 'string' && /^[0-9]{1,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= min && value <= max))
    throw new HttpError(422, { [name]: [`must be a whole number from ${min} to ${max}`] });
  return value;
}

/**
 * Tournaments (docs/tournaments.md): the lists (current, the player's, recent), one tournament by id or
 * frontend_identifier, the signed-in player's standing, the leaderboard in pages, and joining one. The lists show
 * tournaments for player groups only to their members; statuses derive from the app clock.
 */
export function registerTournamentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/tournaments', async (request, reply) =>
    sendContract(reply, 200, TournamentList, await listTournaments(ctx.db, 'current', viewerOf(request), ctx.clock())),
  );

  app.get('/api/tournaments/player', async (request, reply) => {
    const userId = signedInUserId(request);
    return sendContract(reply, 200, TournamentList, await listTournaments(ctx.db, 'player', userId, ctx.clock()));
  });

  app.get('/api/tournaments/recent', async (request, reply) =>
    sendContract(reply, 200, TournamentList, await listTournaments(ctx.db, 'recent', viewerOf(request), ctx.clock())),
  );

  app.get('/api/tournaments/:id', async (request, reply) => {
    const row = await pathTournament(ctx, request);
    return sendContract(reply, 200, Tournament, await showTournament(ctx.db, row, ctx.clock()));
  });

  app.get('/api/tournaments/:id/status', async (request, reply) => {
    const userId = signedInUserId(request);
    const row = await pathTournament(ctx, request);
    return sendContract(reply, 200, TournamentPlayerStatus, await readPlayerStatus(ctx.db, row, userId));
  });

  app.get('/api/tournaments/:id/leaderboard', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const offset = pageNumber(query, 'offset', 0, 100_000_000, 0);
    const limit = pageNumber(query, 'limit', 1, LEADERBOARD_PAGE_MAX, LEADERBOARD_PAGE_MAX);
    const row = await pathTournament(ctx, request);
    return sendContract(reply, 200, Leaderboard, await readLeaderboard(ctx.db, row, offset, limit));
  });

  app.post('/api/tournaments/:id/confirm', async (request, reply) => {
    const userId = signedInUserId(request);
    parseInput(TournamentConfirmRequest, request.body);
    const row = await pathTournament(ctx, request);
    await ctx.db.transaction((tx) => confirmTournament(tx, row, userId, ctx.clock()));
    return sendContract(reply, 200, TournamentConfirmAnswer, { confirmed: true });
  });
}
