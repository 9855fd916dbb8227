import { CompPoints } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { sendContract } from '../http/contract';
import { signedInUserId } from '../http/player-session';
import { loadCompPoints } from '../loyalty/comp-points';

/** Comp points (docs/loyalty.md): the signed-in player's spendable and lifetime balances. */
export function registerCompPointRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/player/comp_points', async (request, reply) => {
    const userId = signedInUserId(request);
    return sendContract(reply, 200, CompPoints, await loadCompPoints(ctx.db, userId));
  });
}
