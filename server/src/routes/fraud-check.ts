import { FraudCheckRequest, FraudCheckResult } from '@casino/sdk/contract';
import { cardDigits, isMaskedCardNumber } from '@casino/sdk/rules';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { parseInput, sendContract } from '../http/contract';
import type { FieldMessages } from '../http/http-error';
import { signedInUserId } from '../http/player-session';
import { checkFraud } from '../payments/fraud-check';

/** The card number rule: masked to its first 6 and last 4 digits; a full number is refused and never looked at. */
function cardNumberErrors(fields: Readonly<Record<string, unknown>>): FieldMessages {
  const card = fields.card_number;
  if (typeof card !== 'string' || isMaskedCardNumber(card)) return {};
  const full = (cardDigits(card)?.length ?? 0) >= 12;
  return {
    card_number: [
      full
        ? 'must be masked to the first 6 and last 4 digits (e.g. 424242******4242): never send a full card number'
        : 'must be the card masked to its first 6 and last 4 digits, e.g. 424242******4242',
    ],
  };
}

/**
 * POST /api/users/transaction: the fraud check of a payment by the signed-in player (core.md §7). The card must come
 * masked to its first 6 and last 4 digits; a full card number is refused (422) and never looked at.
 */
export function registerFraudCheckRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/users/transaction', async (request, reply) => {
    const userId = signedInUserId(request);
    const { transaction } = parseInput(FraudCheckRequest, request.body, 'transaction', cardNumberErrors);
    const card = transaction.card_number ?? null;
    const result = await checkFraud(
      ctx.db,
      { userId, email: transaction.email, maskedCard: card, type: transaction.type },
      ctx.clock(),
    );
    return sendContract(reply, 200, FraudCheckResult, result);
  });
}
