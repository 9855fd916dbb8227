import { Subscriptions, SubscriptionsUpdate } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { Queryable } from '../db/database';
import { parseInput, sendContract } from '../http/contract';
import { signedInUserId } from '../http/player-session';

async function loadSubscriptions(db: Queryable, userId: number): Promise<Subscriptions> {
  const [row] = await db.query<Subscriptions>(
    `select receive_promos, receive_sms_promos, receive_promos_via_phone_calls, agreed_to_partner_promotions
     from subscriptions where user_id = $1`,
    [userId],
  );
  if (!row) throw new Error(`player ${userId} has no subscriptions row`);
  return row;
}

/** GET /api/subscriptions and PUT /api/subscriptions (any subset of the four flags; answers all four). */
export function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/subscriptions', async (request, reply) =>
    sendContract(reply, 200, Subscriptions, await loadSubscriptions(ctx.db, signedInUserId(request))),
  );

  app.put('/api/subscriptions', async (request, reply) => {
    const userId = signedInUserId(request);
    const update = parseInput(SubscriptionsUpdate, request.body);
    const now = ctx.clock();
    const subscriptions = await ctx.db.transaction(async (tx) => {
      await tx.query(
        `update subscriptions set
           receive_promos = coalesce($2, receive_promos),
           receive_sms_promos = coalesce($3, receive_sms_promos),
           receive_promos_via_phone_calls = coalesce($4, receive_promos_via_phone_calls),
           agreed_to_partner_promotions = coalesce($5, agreed_to_partner_promotions),
           updated_at = $6
         where user_id = $1`,
        [
          userId,
          update.receive_promos ?? null,
          update.receive_sms_promos ?? null,
          update.receive_promos_via_phone_calls ?? null,
          update.agreed_to_partner_promotions ?? null,
          now,
        ],
      );
      return loadSubscriptions(tx, userId);
    });
    return sendContract(reply, 200, Subscriptions, subscriptions);
  });
}
