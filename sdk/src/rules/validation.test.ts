import { validateBirthday, validateNickname, validateRegistration } from './validation';

describe('validation rules (core.md §5)', () => {
  it('needs a nickname of 3 to 15 characters', () => {
    expect(validateNickname('ab')).toBe('nickname_length');
    expect(validateNickname('abc')).toBeNull();
    expect(validateNickname('a'.repeat(15))).toBeNull();
    expect(validateNickname('a'.repeat(16))).toBe('nickname_length');
  });

  it('needs 18 years, or 21 under the Estonian licence', () => {
    const today = new Date('2026-11-22T12:00:00Z');
    expect(validateBirthday('2008-11-22', 'CW', today)).toBeNull();
    expect(validateBirthday('2008-11-23', 'CW', today)).toBe('underage');
    expect(validateBirthday('2005-11-22', 'EE', today)).toBeNull();
    expect(validateBirthday('2005-11-23', 'EE', today)).toBe('underage');
    expect(validateBirthday('2000-02-30', 'CW', today)).toBe('birthday');
  });

  it('collects every field error of a registration form', () => {
    const errors = validateRegistration(
      { email: 'bad', password: 'short', currency: 'EUR', country: 'DE', nickname: 'x' },
      { contextFields: ['nickname'] },
    );
    expect(errors).toEqual({
      email: ['email'],
      password: ['password_length'],
      nickname: ['nickname_length'],
      terms_acceptance: ['terms'],
    });
  });
});

describe('consent fields', () => {
  it('never requires promotion consent, only the terms', () => {
    const errors = validateRegistration(
      { email: 'a@b.co', password: 'Password123', currency: 'EUR', country: 'DE', terms_acceptance: true },
      { contextFields: ['receive_promos', 'receive_sms_promos', 'terms_acceptance'] },
    );
    expect(errors).toEqual({});
  });
});
