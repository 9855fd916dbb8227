/** What the sandbox's card issuer answers to an authorization. */
export type CardAuthorization = { kind: 'approve' } | { kind: 'authenticate' } | { kind: 'decline'; reason: string };

/**
 * Test cards with a fixed answer (docs/payments.md), by masked number (first 6 and last 4 digits: the sandbox never
 * keeps a full number, so a saved card is authorized the same way); every other valid card is approved.
 */
export const TEST_CARDS: Readonly<Record<string, CardAuthorization>> = {
  '400000******0002': { kind: 'decline', reason: 'card_declined' },
  '400000******9995': { kind: 'decline', reason: 'insufficient_funds' },
  '400000******0069': { kind: 'decline', reason: 'expired_card' },
  '400000******3220': { kind: 'authenticate' },
};

/** Test card that the fraud check blocks, masked as the fraud check sees it (4100 0000 0000 0019). */
export const FRAUD_BLOCKED_CARD = '410000******0019';

/** Minor units an amount must end in to be declined by the bank ("do not honour"): e.g. 10.13 EUR. */
export const DECLINING_AMOUNT_ENDING = 13;

/** True for an amount the sandbox bank declines. */
export function amountDeclines(amountCents: number): boolean {
  return amountCents % 100 === DECLINING_AMOUNT_ENDING;
}

/** The issuer's answer to a card deposit, by the card's masked number. */
export function authorizeCard(maskedCard: string, amountCents: number): CardAuthorization {
  const fixed = TEST_CARDS[maskedCard];
  if (fixed) return fixed;
  if (amountDeclines(amountCents)) return { kind: 'decline', reason: 'do_not_honour' };
  return { kind: 'approve' };
}

/** Why the provider rejects a cashout when it processes it, or null when it pays it out. */
export function cashoutRejection(instrument: string | null, amountCents: number): string | null {
  if (instrument === '400000******0002') return 'card_declined';
  if (amountDeclines(amountCents)) return 'do_not_honour';
  return null;
}
