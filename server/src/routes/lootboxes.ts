import { LootboxActivation, LootboxList } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../app-context';
import { parseInput, sendContract } from '../http/contract';
import { signedInUserId } from '../http/player-session';
import { activateLootbox } from '../loyalty/lootboxes/activate-lootbox';
import { listLootboxes } from '../loyalty/lootboxes/lootbox-record';

const LootboxIdParams = z.object({ id: z.string().check(z.regex(/^\d{1,15}$/)) });

/**
 * The player's loot boxes and wheel spins (docs/loyalty.md, Loot boxes and the wheel): list, and open one. Opening
 * draws the prize once: a repeat (with or without the same Idempotency-Key) answers the same result.
 */
export function registerLootboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/player/lootboxes', async (request, reply) => {
    const userId = signedInUserId(request);
    return sendContract(reply, 200, LootboxList, await listLootboxes(ctx.db, userId));
  });

  app.post('/api/player/lootboxes/:id/activation', async (request, reply) => {
    const userId = signedInUserId(request);
    const { id } = parseInput(LootboxIdParams, request.params);
    const activation = await ctx.db.transaction((tx) => activateLootbox(tx, userId, Number(id), ctx.clock()));
    return sendContract(reply, 200, LootboxActivation, activation);
  });
}
