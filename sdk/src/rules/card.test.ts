import {
  cardBrand,
  isMaskedCardNumber,
  luhnValid,
  maskCardNumber,
  validateCardCvv,
  validateCardExpiry,
  validateCardNumber,
} from './card';

describe('card rules (core.md §5)', () => {
  it('checks numbers with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(validateCardNumber('4242 4242 4242 4242')).toBeNull();
    expect(validateCardNumber('4242-4242-4242-4241')).toBe('card_number');
    expect(validateCardNumber('4242 abcd')).toBe('card_number');
    expect(validateCardNumber('42424242')).toBe('card_number');
  });

  it('refuses the rejected bins', () => {
    expect(validateCardNumber('4041370000000000')).toBe('card_bin_rejected');
    expect(validateCardNumber('5355220000000004')).toBe('card_bin_rejected');
    expect(validateCardNumber('4041370000000001')).toBe('card_number');
  });

  it('checks the expiry: month 1 to 12, not before the current month', () => {
    const today = new Date('2026-03-15T00:00:00Z');
    expect(validateCardExpiry('3', '2026', today)).toBeNull();
    expect(validateCardExpiry('03', '26', today)).toBeNull();
    expect(validateCardExpiry('2', '2026', today)).toBe('card_expired');
    expect(validateCardExpiry('12', '25', today)).toBe('card_expired');
    expect(validateCardExpiry('13', '2027', today)).toBe('card_expiry');
    expect(validateCardExpiry('0', '2027', today)).toBe('card_expiry');
    expect(validateCardExpiry('1', '202', today)).toBe('card_expiry');
  });

  it('knows brands and security code lengths', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(validateCardCvv('123', 'visa')).toBeNull();
    expect(validateCardCvv('1234', 'visa')).toBe('card_cvv');
    expect(validateCardCvv('1234', 'amex')).toBeNull();
  });

  it('masks to the first 6 and last 4 digits', () => {
    expect(maskCardNumber('4242424242424242')).toBe('424242******4242');
    expect(isMaskedCardNumber('424242******4242')).toBe(true);
    expect(isMaskedCardNumber('4242424242424242')).toBe(false);
  });
});
