import { JackpotList, JackpotWinList } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { sendContract } from '../http/contract';
import { HttpError } from '../http/http-error';
import { listJackpotWins } from '../jackpots/read-jackpot-wins';
import { jackpotExists, listJackpots } from '../jackpots/read-jackpots';

/**
 * Jackpots (docs/jackpots.md): the active jackpots with their levels' pools now, and the latest wins (of one jackpot
 * with `?jackpot=` its identifier: 404 `{errors}` when there is no such active jackpot). Both are public.
 */
export function registerJackpotRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/jackpots', async (_request, reply) => {
    return sendContract(reply, 200, JackpotList, await listJackpots(ctx.db));
  });

  app.get('/api/jackpot_wins', async (request, reply) => {
    const { jackpot } = request.query as { jackpot?: unknown };
    if (jackpot !== undefined && (typeof jackpot !== 'string' || !(await jackpotExists(ctx.db, jackpot)))) {
      throw new HttpError(404, { jackpot: [`there is no active jackpot ${JSON.stringify(jackpot)}`] });
    }
    return sendContract(reply, 200, JackpotWinList, await listJackpotWins(ctx.db, jackpot));
  });
}
