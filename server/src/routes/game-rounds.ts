import { DemoRoundAnswer, DemoRoundRequest, RealRoundAnswer, RealRoundRequest } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { playDemoRound } from '../games/play/demo-round';
import { playRealRound } from '../games/play/real-round';
import { cryptoRng } from '../games/slot/rng';
import { parseInput, sendContract } from '../http/contract';
import { signedInUserId } from '../http/player-session';
import { oncePerRequest } from '../idempotency/once-per-request';

/**
 * Play rounds of the built-in slot (docs/games.md, Play rounds): a real round stakes the player's wallet through the
 * ledger and accrues comp points (unless `COMP_POINTS_ACCRUAL` is off) once per `Idempotency-Key` (a repeat answers
 * the first round with `Idempotency-Replayed: true`); a demo
 * round plays fun money for anyone and stores nothing.
 */
export function registerGameRoundRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/player/games/rounds', async (request, reply) => {
    const userId = signedInUserId(request);
    const body = parseInput(RealRoundRequest, request.body);
    const answer = await oncePerRequest(ctx, request, reply, userId, async (tx, now) => ({
      status: 201,
      body: await playRealRound(
        tx,
        { userId, identifier: body.game, currency: body.currency, lineBetCents: body.line_bet_cents },
        now,
        cryptoRng,
        { accrueCompPoints: ctx.config.compPointsAccrual },
      ),
    }));
    return sendContract(reply, answer.status, RealRoundAnswer, answer.body);
  });

  app.post('/api/games/demo/rounds', async (request, reply) => {
    const body = parseInput(DemoRoundRequest, request.body);
    const answer = await playDemoRound(
      ctx.db,
      { identifier: body.game, lineBetCents: body.line_bet_cents },
      ctx.clock(),
    );
    return sendContract(reply, 201, DemoRoundAnswer, answer);
  });
}
