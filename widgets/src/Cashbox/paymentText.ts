import type { PaymentState } from '@casino/sdk/contract';

/** Reasons the sandbox gives for a declined, canceled or rejected payment that have their own words. */
const KNOWN_REASONS: ReadonlySet<string> = new Set([
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'do_not_honour',
  'card_blocked',
  'too_many_declines',
  'authentication_failed',
  'authentication_timeout',
]);

/** Prefix the server puts before the fraud check's reasons: `fraud_check: card_blocked, too_many_declines`. */
const FRAUD_CHECK_PREFIX = 'fraud_check:';

/** The `widgets` key of a payment state in words: `cashbox.state.<state>`. */
export function paymentStateKey(state: PaymentState): string {
  return `cashbox.state.${state}`;
}

/** The `widgets` key of why a payment did not go through: `cashbox.reason.<reason>`, else `cashbox.reason.unknown`. */
export function cancellationReasonKey(reason: string | null): string {
  if (reason === null) return 'cashbox.reason.unknown';
  const trimmed = reason.startsWith(FRAUD_CHECK_PREFIX) ? reason.slice(FRAUD_CHECK_PREFIX.length) : reason;
  const first = trimmed.split(',')[0]?.trim() ?? '';
  return KNOWN_REASONS.has(first) ? `cashbox.reason.${first}` : 'cashbox.reason.unknown';
}
