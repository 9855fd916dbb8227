import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { Queryable } from '../db/database';
import { idempotencyKey, once, requestFingerprint, type StoredAnswer } from './idempotency';

/**
 * Runs a player's request once per `Idempotency-Key` (a 422 without one) in one transaction, fingerprinted by method,
 * path and body, and marks the reply `Idempotency-Replayed`. Returns the answer to send: the first one on a repeat.
 */
export async function oncePerRequest<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  run: (tx: Queryable, now: Date) => Promise<{ status: number; body: T }>,
): Promise<StoredAnswer<T>> {
  const key = idempotencyKey(request);
  const now = ctx.clock();
  const fingerprint = requestFingerprint(request.method, request.url.split('?')[0] ?? '', request.body);
  const answer = await ctx.db.transaction((tx) => once(tx, userId, key, fingerprint, now, () => run(tx, now)));
  reply.header('Idempotency-Replayed', String(answer.replayed));
  return answer;
}
