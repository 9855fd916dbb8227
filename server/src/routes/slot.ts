import { createHash } from 'node:crypto';
import { SlotInfo } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../app-context';
import { findSlotGame } from '../games/slot/slot-game';
import { slotInfo } from '../games/slot/slot-info';
import { parseInput, sendContract } from '../http/contract';
import { HttpError } from '../http/http-error';
import { headerValue } from '../http/request-origin';

/** Slot info changes only when the catalogue is regenerated: browsers may keep it an hour, then revalidate. */
const SLOT_INFO_MAX_AGE = 60 * 60;

const SlotParams = z.object({ provider: z.string(), slug: z.string() });

/**
 * GET /api/games/slot/{provider}/{slug}: the {@link SlotInfo} the slot page draws a game from (cached an hour, with
 * an ETag that answers 304); 404 on `game` for a game the catalogue does not know.
 */
export function registerSlotRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/games/slot/:provider/:slug', async (request, reply) => {
    const { provider, slug } = parseInput(SlotParams, request.params);
    const identifier = `${provider}/${slug}`;
    const game = provider.includes('/') || slug.includes('/') ? null : await findSlotGame(ctx.db, identifier);
    if (!game) {
      throw new HttpError(404, {
        game: [`No game "${identifier}": use the identifier of a game of POST /api/games_filter`],
      });
    }
    const body = slotInfo(game);
    const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
    reply.header('Cache-Control', `public, max-age=${SLOT_INFO_MAX_AGE}`).header('ETag', etag);
    if (headerValue(request, 'if-none-match') === etag) return reply.code(304).send();
    return sendContract(reply, 200, SlotInfo, body);
  });
}
