import {
  EXCHANGE_QUANTITY_MAX,
  ExchangeRefusal,
  ExchangeRequest,
  ExchangeResult,
  PromotionPagesConfig,
  RATE_TYPES,
  RateCardList,
  type RateType,
  SpecialRewardRequestList,
} from '@casino/sdk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { type FieldRules, parseInput, sendContract } from '../http/contract';
import { HttpError } from '../http/http-error';
import { signedInUserId } from '../http/player-session';
import { oncePerRequest } from '../idempotency/once-per-request';
import { exchangeCompPoints } from '../loyalty/rocket-mart/exchange';
import { ExchangeRefused } from '../loyalty/rocket-mart/exchange-refused';
import { loadPromotionPages } from '../loyalty/rocket-mart/promotion-pages';
import { listRateCards } from '../loyalty/rocket-mart/rate-cards';
import { listSpecialRewardRequests } from '../loyalty/rocket-mart/special-reward-requests';

/** The `{type}` of a rates or exchange path; an unknown one is a 404. */
function rateType(request: FastifyRequest): RateType {
  const { type } = request.params as { type?: string };
  const known = RATE_TYPES.find((candidate) => candidate === type);
  if (!known) throw new HttpError(404, { base: [`there is no reward type ${JSON.stringify(type ?? '')}`] });
  return known;
}

function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/**
 * The exchange's numbers beyond their types: a positive price, a quantity of 1 to {@link EXCHANGE_QUANTITY_MAX}, and
 * positive ticket counts and lottery ids.
 */
const exchangeRules: FieldRules = (fields) => {
  const errors: Record<string, string[]> = {};
  if (isInt(fields.points) && fields.points < 1) errors.points = ['must be at least 1'];
  if (isInt(fields.quantity) && (fields.quantity < 1 || fields.quantity > EXCHANGE_QUANTITY_MAX)) {
    errors.quantity = [`must be from 1 to ${EXCHANGE_QUANTITY_MAX}`];
  }
  if (isInt(fields.tickets_count) && fields.tickets_count < 1) errors.tickets_count = ['must be at least 1'];
  if (isInt(fields.lottery_id) && fields.lottery_id < 1) errors.lottery_id = ['must be at least 1'];
  return errors;
};

/**
 * The Rocket Mart (docs/loyalty.md, Rocket Mart): its cards for everyone, the exchange of comp points for a signed-in
 * player (once per Idempotency-Key; a refusal is a 422 with a code, and nothing is spent), the player's special reward
 * requests, and the promotion pages switches.
 */
export function registerRocketMartRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/comp_points/rates/:type', async (request, reply) => {
    const type = rateType(request);
    return sendContract(reply, 200, RateCardList, await listRateCards(ctx.db, type));
  });

  app.post('/api/comp_points/exchange/:type', async (request, reply) => {
    const userId = signedInUserId(request);
    const type = rateType(request);
    const { exchange } = parseInput(ExchangeRequest, request.body, 'exchange', exchangeRules);
    try {
      const answer = await oncePerRequest(ctx, request, reply, userId, async (tx, now) => ({
        status: 201,
        body: await exchangeCompPoints(tx, { userId, type, exchange }, now),
      }));
      return sendContract(reply, answer.status, ExchangeResult, answer.body);
    } catch (error) {
      if (error instanceof ExchangeRefused) return sendContract(reply, 422, ExchangeRefusal, error.body);
      throw error;
    }
  });

  app.get('/api/player/special_reward_requests', async (request, reply) => {
    const userId = signedInUserId(request);
    return sendContract(reply, 200, SpecialRewardRequestList, await listSpecialRewardRequests(ctx.db, userId));
  });

  app.get('/api/fe/config/manage-promotion-pages', async (_request, reply) => {
    return sendContract(reply, 200, PromotionPagesConfig, await loadPromotionPages(ctx.db));
  });
}
