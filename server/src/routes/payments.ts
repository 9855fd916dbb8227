import {
  CashoutRequest,
  DepositRequest,
  Payment,
  PaymentList,
  PaymentMethodFields,
  PaymentMethodList,
  PaymentMethodsQuery,
  PaymentsPage,
  PaymentsPageRequest,
  PlayerStats,
} from '@casino/sdk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../app-context';
import type { Queryable } from '../db/database';
import { parseInput, sendContract } from '../http/contract';
import { HttpError } from '../http/http-error';
import { signedInUserId } from '../http/player-session';
import { ownOrigin } from '../http/request-origin';
import { oncePerRequest } from '../idempotency/once-per-request';
import { createCashout, recallCashout } from '../payments/cashout';
import { createDeposit } from '../payments/deposit';
import { listPayments, pagePayments, playerStats } from '../payments/history';
import { findSandboxMethod, methodFields, sandboxMethods, toPaymentMethod } from '../payments/methods';
import { missingPlayerFields, paymentPlayerFields } from '../payments/payment-checks';
import { savedCards, savedProfiles } from '../payments/saved-cards';

const PaymentIdParams = z.object({ id: z.string().check(z.regex(/^\d{1,15}$/)) });
const MethodIdParams = z.object({ id: z.string() });

async function playerEmail(db: Queryable, userId: number): Promise<string> {
  const [row] = await db.query<{ email: string }>('select email from users where id = $1', [userId]);
  if (!row) throw new Error(`player ${userId} of a live session not found`);
  return row.email;
}

/**
 * Runs a money-moving request once per `Idempotency-Key` (422 without one) in one transaction and answers the
 * payment; a repeat answers the first payment with `Idempotency-Replayed: true`.
 */
async function moveMoneyOnce(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  status: number,
  move: (tx: Queryable, now: Date) => Promise<Payment>,
): Promise<FastifyReply> {
  const answer = await oncePerRequest(ctx, request, reply, userId, async (tx, now) => ({
    status,
    body: await move(tx, now),
  }));
  return sendContract(reply, answer.status, Payment, answer.body);
}

/**
 * The cashbox API of the sandbox provider (docs/payments.md): payment methods and their fields, deposits, cashouts,
 * recall, history and stats. Deposits, cashouts and recalls need an `Idempotency-Key` header.
 */
export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/player/payment_methods', async (request, reply) => {
    const userId = signedInUserId(request);
    const { currency, action } = parseInput(PaymentMethodsQuery, request.query);
    const known = await ctx.db.query('select 1 from currencies where code = $1', [currency]);
    if (known.length === 0) throw new HttpError(422, { currency: ['is not included in the list'] });
    const cards = action === 'deposit' ? savedProfiles(await savedCards(ctx.db, userId)) : [];
    const methods = sandboxMethods(currency).flatMap((method) => {
      const terms = method[action];
      if (!terms) return [];
      const listed = toPaymentMethod(method, terms, action);
      return [method.system === 'card' ? { ...listed, savedProfiles: cards } : listed];
    });
    return sendContract(reply, 200, PaymentMethodList, methods);
  });

  app.get('/api/player/payment_methods/:id/fields', async (request, reply) => {
    const userId = signedInUserId(request);
    const { id } = parseInput(MethodIdParams, request.params);
    const { currency, action } = parseInput(PaymentMethodsQuery, request.query);
    const method = findSandboxMethod(currency, id);
    const terms = method?.[action];
    if (!method || !terms)
      throw new HttpError(404, { base: [`payment method ${id} is not offered for ${currency} ${action}`] });
    const playerFields = await paymentPlayerFields(ctx.db, method.system, action);
    const missing = await missingPlayerFields(ctx.db, userId, playerFields);
    const viaAddress = method.system === 'crypto' && action === 'deposit';
    return sendContract(reply, 200, PaymentMethodFields, {
      amountField: viaAddress
        ? null
        : { name: 'amount_cents', currency, minAmountCents: terms.minCents, maxAmountCents: terms.maxCents },
      isSubmitAvailable: !viaAddress && missing.length === 0,
      methodFields: methodFields(method, action),
      playerFields,
    });
  });

  app.post('/api/player/payments/deposit', async (request, reply) => {
    const userId = signedInUserId(request);
    const { payment } = parseInput(DepositRequest, request.body, 'payment');
    const email = await playerEmail(ctx.db, userId);
    return moveMoneyOnce(ctx, request, reply, userId, 201, (tx, now) =>
      createDeposit(tx, payment, {
        userId,
        email,
        now,
        ownOrigin: ownOrigin(request),
        publicOrigins: ctx.config.publicOrigins,
        embedOrigins: ctx.config.embedOrigins,
      }),
    );
  });

  app.post('/api/player/payments/cashout', async (request, reply) => {
    const userId = signedInUserId(request);
    const { payment } = parseInput(CashoutRequest, request.body, 'payment');
    return moveMoneyOnce(ctx, request, reply, userId, 201, (tx, now) => createCashout(tx, userId, payment, now));
  });

  app.post('/api/player/payments/:id/recall', async (request, reply) => {
    const userId = signedInUserId(request);
    const { id } = parseInput(PaymentIdParams, request.params);
    return moveMoneyOnce(ctx, request, reply, userId, 200, (tx, now) => recallCashout(tx, userId, Number(id), now));
  });

  app.get('/api/player/payments', async (request, reply) =>
    sendContract(reply, 200, PaymentList, await listPayments(ctx.db, signedInUserId(request))),
  );

  app.post('/api/player/payments/with_pages', async (request, reply) => {
    const userId = signedInUserId(request);
    const body = parseInput(PaymentsPageRequest, request.body ?? {});
    return sendContract(reply, 200, PaymentsPage, await pagePayments(ctx.db, userId, body));
  });

  app.get('/api/player/stats', async (request, reply) =>
    sendContract(reply, 200, PlayerStats, await playerStats(ctx.db, signedInUserId(request))),
  );
}
