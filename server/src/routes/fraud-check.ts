import { FraudCheckRequest, FraudCheckResult } from '@casino/sdk/contract';
import { cardDigits, isMaskedCardNumber } from '@casino/sdk/rules';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { parseInput, sendContract } from '../http/contract';
import { invalid } from '../http/http-error';
import { signedInUserId } from '../http/player-session';
import { checkFraud } from '../payments/fraud-check';

/**
 * POST /api/users/transaction: the fraud check of a payment by the signed-in player (core.md §7). The card must come
 * masked to its first 6 and last 4 digits; a full card number is refused (422) and never looked at.
 */
export function registerFraudCheckRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/users/transaction', async (request, reply) => {
    const userId = signedInUserId(request);
    const { transaction } = parseInput(FraudCheckRequest, request.body, 'transaction');
    const card = transaction.card_number ?? null;
    if (card !== null && !isMaskedCardNumber(card)) {
      const full = (cardDigits(card)?.length ?? 0) >= 12;
      throw invalid(
        'card_number',
        full
          ? 'must be masked to the first 6 and last 4 digits (e.g. 424242******4242): never send a full card number'
          : 'must be the card masked to its first 6 and last 4 digits, e.g. 424242******4242',
      );
    }
    const result = await checkFraud(
      ctx.db,
      { userId, email: transaction.email, maskedCard: card, type: transaction.type },
      ctx.clock(),
    );
    return sendContract(reply, 200, FraudCheckResult, result);
  });
}
