import { LimitConfirmRequest, LimitList, LimitRequest } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../app-context';
import { parseInput, sendContract } from '../http/contract';
import { signedInUserId } from '../http/player-session';
import { confirmLimitChange, limitRequestErrors, removeLimit, setLimit } from '../limits/limit-changes';
import { listLimits } from '../limits/limit-record';

const LimitIdParams = z.object({ id: z.string().check(z.regex(/^\d{1,15}$/)) });

/**
 * Responsible-gambling limits (docs/limits.md): list, set, remove and confirm by emailed token. Every change answers
 * the player's limits as GET /api/user_limits does.
 */
export function registerLimitRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/user_limits', async (request, reply) => {
    const userId = signedInUserId(request);
    const limits = await ctx.db.transaction((tx) => listLimits(tx, userId, ctx.clock()));
    return sendContract(reply, 200, LimitList, limits);
  });

  app.post('/api/user_limits', async (request, reply) => {
    const userId = signedInUserId(request);
    const body = parseInput(LimitRequest, request.body, undefined, limitRequestErrors);
    const limits = await ctx.db.transaction((tx) => setLimit(tx, userId, body, ctx.clock()));
    return sendContract(reply, 201, LimitList, limits);
  });

  app.delete('/api/user_limits/:id', async (request, reply) => {
    const userId = signedInUserId(request);
    const { id } = parseInput(LimitIdParams, request.params);
    const limits = await ctx.db.transaction((tx) => removeLimit(tx, userId, Number(id), ctx.clock()));
    return sendContract(reply, 200, LimitList, limits);
  });

  app.post('/api/user_limits/confirm', async (request, reply) => {
    const { token } = parseInput(LimitConfirmRequest, request.body);
    const { limits } = await ctx.db.transaction((tx) => confirmLimitChange(tx, token, ctx.clock()));
    return sendContract(reply, 200, LimitList, limits);
  });
}
