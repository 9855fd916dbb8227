import { FreespinRoundAnswer, FreespinRoundRequest } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { playFreespinRound } from '../games/play/freespin-round';
import { parseInput, sendContract } from '../http/contract';
import { signedInUserId } from '../http/player-session';
import { oncePerRequest } from '../idempotency/once-per-request';
import { FreespinIdParams } from './freespins';

/**
 * Free spins of the built-in slot (docs/bonuses.md, Free spins): one spin of an activated record per
 * `Idempotency-Key` (a repeat answers the first round with `Idempotency-Replayed: true`); it stakes nothing.
 */
export function registerFreespinRoundRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/player/freespins/:id/rounds', async (request, reply) => {
    const userId = signedInUserId(request);
    const { id } = parseInput(FreespinIdParams, request.params);
    const body = parseInput(FreespinRoundRequest, request.body);
    const answer = await oncePerRequest(ctx, request, reply, userId, async (tx, now) => ({
      status: 201,
      body: await playFreespinRound(tx, { userId, freespinId: Number(id), identifier: body.game }, now),
    }));
    return sendContract(reply, answer.status, FreespinRoundAnswer, answer.body);
  });
}
