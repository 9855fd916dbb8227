import en from './i18n/en';
import { cancellationReasonKey, paymentStateKey } from './paymentText';

describe('paymentText', () => {
  it('names every payment state with an existing key', () => {
    for (const state of [
      'canceled',
      'declined',
      'rejected',
      'recalled',
      'succeeded',
      'pending',
      'processing',
      'reserved',
    ] as const) {
      expect(Object.keys(en)).toContain(paymentStateKey(state));
    }
  });

  it('names the sandbox reasons, including the fraud check’s, and any other reason as unknown', () => {
    expect(cancellationReasonKey('card_declined')).toBe('cashbox.reason.card_declined');
    expect(cancellationReasonKey('authentication_timeout')).toBe('cashbox.reason.authentication_timeout');
    expect(cancellationReasonKey('fraud_check: card_blocked, too_many_declines')).toBe('cashbox.reason.card_blocked');
    expect(cancellationReasonKey('fraud_check: too_many_declines')).toBe('cashbox.reason.too_many_declines');
    expect(cancellationReasonKey('recalled_by_player')).toBe('cashbox.reason.unknown');
    expect(cancellationReasonKey(null)).toBe('cashbox.reason.unknown');
    expect(Object.keys(en)).toContain('cashbox.reason.unknown');
  });
});
