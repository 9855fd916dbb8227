import { ExchangeRefusal, Lootbox, WheelConfig, WheelSegments } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { sendContract } from '../http/contract';
import { signedInUserId } from '../http/player-session';
import { oncePerRequest } from '../idempotency/once-per-request';
import { ExchangeRefused } from '../loyalty/rocket-mart/exchange-refused';
import { buyWheelSpin } from '../loyalty/wheel/buy-wheel-spin';
import { loadWheelConfig, loadWheelSegments } from '../loyalty/wheel/wheel-config';

/**
 * The prize wheel (docs/loyalty.md, Loot boxes and the wheel): its config and the player's segments (a guest's are
 * the default ones), and buying a spin with comp points once per Idempotency-Key (the Rocket Mart's wheel spin card:
 * a refusal is the exchange's 422). A spin is played by opening the
 * issued wheel loot box (POST /api/player/lootboxes/{id}/activation).
 */
export function registerWheelRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/fe/config/wheel-config', async (_request, reply) => {
    return sendContract(reply, 200, WheelConfig, await loadWheelConfig(ctx.db));
  });

  app.get('/api/fe/config/wheel-config-segments', async (request, reply) => {
    const userId = request.playerSession?.userId ?? null;
    return sendContract(reply, 200, WheelSegments, await loadWheelSegments(ctx.db, userId));
  });

  app.post('/api/player/wheel/spins', async (request, reply) => {
    const userId = signedInUserId(request);
    try {
      const answer = await oncePerRequest(ctx, request, reply, userId, async (tx, now) => ({
        status: 201,
        body: await buyWheelSpin(tx, userId, now),
      }));
      return sendContract(reply, answer.status, Lootbox, answer.body);
    } catch (error) {
      if (error instanceof ExchangeRefused) return sendContract(reply, 422, ExchangeRefusal, error.body);
      throw error;
    }
  });
}
