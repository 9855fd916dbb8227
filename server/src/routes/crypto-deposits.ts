import { CryptoAddress, CryptoReceiveRequest, Payment } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../app-context';
import { parseInput, sendContract } from '../http/contract';
import { HttpError } from '../http/http-error';
import { signedInUserId } from '../http/player-session';
import { idempotencyKey, once, requestFingerprint } from '../idempotency/idempotency';
import { addressOwner, cryptoAddress, receiveCryptoDeposit } from '../payments/crypto-deposits';

const CurrencyParams = z.object({ currency: z.string() });

/** GET /api/player/crypto_addresses/{currency}: the player's deposit address of a coin (made on first request). */
export function registerCryptoAddressRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/player/crypto_addresses/:currency', async (request, reply) => {
    const userId = signedInUserId(request);
    const { currency } = parseInput(CurrencyParams, request.params);
    const now = ctx.clock();
    const address = await ctx.db.transaction((tx) => cryptoAddress(tx, userId, currency.toUpperCase(), now));
    return sendContract(reply.header('Cache-Control', 'no-store'), 200, CryptoAddress, address);
  });
}

/**
 * POST /dev/crypto/receive `{address, amount_cents}` (development only, like the mailbox): the simulated chain
 * confirms a transfer to a deposit address; it is credited once per `Idempotency-Key` (the chain transaction id).
 */
export function registerDevCryptoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/dev/crypto/receive', async (request, reply) => {
    const key = idempotencyKey(request);
    const { address, amount_cents: amountCents } = parseInput(CryptoReceiveRequest, request.body);
    const now = ctx.clock();
    const fingerprint = requestFingerprint(request.method, '/dev/crypto/receive', request.body);
    const answer = await ctx.db.transaction(async (tx) => {
      const owner = await addressOwner(tx, address);
      if (!owner) throw new HttpError(404, { address: ['is not a deposit address of this casino'] });
      return once(tx, owner.userId, key, fingerprint, now, async () => ({
        status: 201,
        body: await receiveCryptoDeposit(tx, address, amountCents, now),
      }));
    });
    reply.header('Idempotency-Replayed', String(answer.replayed));
    return sendContract(reply, answer.status, Payment, answer.body as Payment);
  });
}
