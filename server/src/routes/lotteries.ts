import { Lottery, LotteryList, LotteryStatus, LotteryStatusList, LotteryTicketList } from '@casino/sdk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { sendContract } from '../http/contract';
import { HttpError } from '../http/http-error';
import { signedInUserId } from '../http/player-session';
import {
  findLottery,
  listLotteries,
  listLotteryStatuses,
  listLotteryTickets,
  lotteryExists,
  lotteryStatus,
} from '../lotteries/read-lotteries';

function notFound(what: string): HttpError {
  return new HttpError(404, { base: [`there is no lottery ${JSON.stringify(what)}`] });
}

/** The numeric `{id}` of a path naming an existing lottery; anything else is a 404. */
async function lotteryId(ctx: AppContext, request: FastifyRequest): Promise<number> {
  const { id } = request.params as { id?: string };
  const value = id ?? '';
  if (!/^[1-9][0-9]{0,15}$/.test(value) || !(await lotteryExists(ctx.db, Number(value)))) throw notFound(value);
  return Number(value);
}

/**
 * Lotteries (docs/lotteries.md): the list, one by identifier or id, the signed-in player's tickets and prizes, and the
 * ticket list a draw is verified against. The seed is in the answers only once the lottery is drawn.
 */
export function registerLotteryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/lotteries', async (_request, reply) => {
    return sendContract(reply, 200, LotteryList, await listLotteries(ctx.db, ctx.clock()));
  });

  app.get('/api/lotteries/statuses', async (request, reply) => {
    const userId = signedInUserId(request);
    return sendContract(reply, 200, LotteryStatusList, await listLotteryStatuses(ctx.db, userId, ctx.clock()));
  });

  app.get('/api/lotteries/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const lottery = await findLottery(ctx.db, slug, ctx.clock());
    if (!lottery) throw notFound(slug);
    return sendContract(reply, 200, Lottery, lottery);
  });

  app.get('/api/lotteries/:id/status', async (request, reply) => {
    const userId = signedInUserId(request);
    const id = await lotteryId(ctx, request);
    return sendContract(reply, 200, LotteryStatus, await lotteryStatus(ctx.db, userId, id));
  });

  app.get('/api/lotteries/:id/tickets', async (request, reply) => {
    const id = await lotteryId(ctx, request);
    return sendContract(reply, 200, LotteryTicketList, await listLotteryTickets(ctx.db, id));
  });
}
