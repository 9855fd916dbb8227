import { Bonus, BonusCancelInfo, BonusList } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../app-context';
import { activateBonus } from '../bonuses/activate-bonus';
import { bonusCancelInfo } from '../bonuses/bonus-cancel-info';
import { toBonus } from '../bonuses/bonus-record';
import { cancelBonus } from '../bonuses/cancel-bonus';
import { listPlayerBonuses, lockPlayerBonus } from '../bonuses/player-bonuses';
import { parseInput, sendContract } from '../http/contract';
import { HttpError } from '../http/http-error';
import { signedInUserId } from '../http/player-session';

const BonusIdParams = z.object({ id: z.string() });

/** The bonus id of the path, or 404 when it is not one (ids are positive integers). */
function bonusId(params: unknown): number {
  const { id } = parseInput(BonusIdParams, params);
  if (!/^\d{1,15}$/.test(id)) throw new HttpError(404, { base: [`bonus ${id} not found among your bonuses`] });
  return Number(id);
}

/**
 * The player's bonuses (docs/bonuses.md): list them, activate one, cancel one and see what cancelling would leave.
 * Activation and cancellation answer the updated bonus.
 */
export function registerBonusRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/player/bonuses', async (request, reply) => {
    const userId = signedInUserId(request);
    const rows = await listPlayerBonuses(ctx.db, userId);
    return sendContract(reply, 200, BonusList, rows.map(toBonus));
  });

  app.post('/api/player/bonuses/:id/activation', async (request, reply) => {
    const userId = signedInUserId(request);
    const id = bonusId(request.params);
    const row = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock();
      return activateBonus(tx, await lockPlayerBonus(tx, userId, id), now);
    });
    return sendContract(reply, 200, Bonus, toBonus(row));
  });

  app.delete('/api/player/bonuses/:id', async (request, reply) => {
    const userId = signedInUserId(request);
    const id = bonusId(request.params);
    const row = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock();
      return cancelBonus(tx, await lockPlayerBonus(tx, userId, id), now);
    });
    return sendContract(reply, 200, Bonus, toBonus(row));
  });

  app.get('/api/player/bonuses/:id/cancel_info', async (request, reply) => {
    const userId = signedInUserId(request);
    const id = bonusId(request.params);
    return sendContract(reply, 200, BonusCancelInfo, await bonusCancelInfo(ctx.db, userId, id));
  });
}
