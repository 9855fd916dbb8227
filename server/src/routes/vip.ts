import {
  AdventureAnswer,
  AdventureClaimAnswer,
  VipManagerList,
  VipManagersRequest,
  VipStatusProgress,
} from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../app-context';
import { parseInput, sendContract } from '../http/contract';
import { HttpError } from '../http/http-error';
import { signedInUserId } from '../http/player-session';
import { adventureCalendar } from '../vip/adventure-calendar';
import { findShownAdventure } from '../vip/adventure-record';
import { claimAdventurePrize } from '../vip/claim-adventure-prize';
import { activeCurrency } from '../vip/valued-totals';
import { listVipManagers } from '../vip/vip-managers';
import { readVipStatusProgress } from '../vip/vip-progress';

const ClaimParams = z.object({ day: z.string().check(z.regex(/^(superb|[1-9][0-9]{0,3})$/)) });
/** The most groups one managers request may ask for. */
const MAX_ASKED_GROUPS = 100;

/**
 * The VIP club and the adventure calendar (docs/vip.md): the signed-in player's VIP progress, the managers of groups
 * (anyone may ask: they are the operator's published contacts, as every `/api/fe/config` answer is public), the shown
 * adventure (with the player's progress when signed in) and claiming a day's prize.
 */
export function registerVipRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/jam/vip_status_progress', async (request, reply) => {
    const userId = signedInUserId(request);
    const progress = await ctx.db.transaction((tx) => readVipStatusProgress(tx, userId, ctx.clock()));
    return sendContract(reply, 200, VipStatusProgress, progress);
  });

  app.post('/api/fe/config/managers', async (request, reply) => {
    const { userGroups } = parseInput(VipManagersRequest, request.body);
    if (userGroups.length > MAX_ASKED_GROUPS) {
      throw new HttpError(422, { userGroups: [`must list at most ${MAX_ASKED_GROUPS} groups`] });
    }
    return sendContract(reply, 200, VipManagerList, await listVipManagers(ctx.db, userGroups));
  });

  app.get('/api/fe/config/vip-adventures', async (request, reply) => {
    const now = ctx.clock();
    const adventure = await findShownAdventure(ctx.db, now);
    if (!adventure) return sendContract(reply, 200, AdventureAnswer, null);
    const userId = request.playerSession?.userId ?? null;
    const currency = userId === null ? null : await activeCurrency(ctx.db, userId);
    const viewer = userId !== null && currency !== null ? { userId, currency } : null;
    return sendContract(reply, 200, AdventureAnswer, await adventureCalendar(ctx.db, adventure, viewer, now));
  });

  app.post('/api/player/vip-adventures/:day/claim', async (request, reply) => {
    const userId = signedInUserId(request);
    const { day } = parseInput(ClaimParams, request.params);
    const answer = await ctx.db.transaction((tx) =>
      claimAdventurePrize(tx, userId, day === 'superb' ? 'superb' : Number(day), ctx.clock()),
    );
    return sendContract(reply, 200, AdventureClaimAnswer, answer);
  });
}
