import { Freespin, FreespinList } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../app-context';
import { activateFreespins } from '../freespins/activate-freespins';
import { cancelFreespins } from '../freespins/cancel-freespins';
import { listFreespins } from '../freespins/list-freespins';
import { parseInput, sendContract } from '../http/contract';
import { signedInUserId } from '../http/player-session';

/** `{id}` of a free-spin path. */
export const FreespinIdParams = z.object({ id: z.string().check(z.regex(/^\d{1,15}$/)) });

/**
 * The player's free spins (docs/bonuses.md, Free spins): list, activate an issued record, cancel an issued or
 * activated one. Changes answer the record and publish it on `freespins_changes`.
 */
export function registerFreespinRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/player/freespins', async (request, reply) => {
    const userId = signedInUserId(request);
    return sendContract(reply, 200, FreespinList, await listFreespins(ctx.db, userId));
  });

  app.post('/api/player/freespins/:id/activation', async (request, reply) => {
    const userId = signedInUserId(request);
    const { id } = parseInput(FreespinIdParams, request.params);
    const freespin = await ctx.db.transaction((tx) => activateFreespins(tx, userId, Number(id), ctx.clock()));
    return sendContract(reply, 200, Freespin, freespin);
  });

  app.delete('/api/player/freespins/:id', async (request, reply) => {
    const userId = signedInUserId(request);
    const { id } = parseInput(FreespinIdParams, request.params);
    const freespin = await ctx.db.transaction((tx) => cancelFreespins(tx, userId, Number(id), ctx.clock()));
    return sendContract(reply, 200, Freespin, freespin);
  });
}
