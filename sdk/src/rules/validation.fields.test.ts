import {
  minimumAge,
  parseBirthday,
  validateConfirmation,
  validateEmail,
  validateField,
  validateName,
  validatePassword,
  validatePersonalId,
  validatePhone,
} from './validation';

describe('field rules (core.md §5)', () => {
  it('checks email against the standard address pattern', () => {
    expect(validateEmail('ann@example.com')).toBeNull();
    expect(validateEmail('ann.lee+promo@mail.example.co.uk')).toBeNull();
    expect(validateEmail('ann@example')).toBe('email');
    expect(validateEmail('ann example@x.com')).toBe('email');
    expect(validateEmail('@example.com')).toBe('email');
  });

  it('allows letters, digits and the symbol set in passwords', () => {
    expect(validatePassword('Secret123')).toBeNull();
    expect(validatePassword('Pa$$w0rd!')).toBeNull();
    expect(validatePassword('Secret 123')).toBe('password');
    expect(validatePassword('Sécret123')).toBe('password');
    expect(validatePassword('onlyletters')).toBe('password');
    expect(validatePassword('Ab1')).toBe('password_length');
  });

  it('allows letters, spaces, digits, dots and hyphens in names', () => {
    expect(validateName('Anne-Marie O. 2nd')).toBeNull();
    expect(validateName('Jürgen')).toBeNull();
    expect(validateName('Ann_Lee')).toBe('name');
    expect(validateName('Ann!')).toBe('name');
  });

  it('needs exactly 11 characters for a personal ID', () => {
    expect(validatePersonalId('12345678901')).toBeNull();
    expect(validatePersonalId('1234567890')).toBe('personal_id');
    expect(validatePersonalId('123456789012')).toBe('personal_id');
  });

  it('needs at least 8 characters of digits, plus, parentheses, space and hyphen for a phone', () => {
    expect(validatePhone('+49 (30) 123-45')).toBeNull();
    expect(validatePhone('12345678')).toBeNull();
    expect(validatePhone('1234567')).toBe('phone');
    expect(validatePhone('+49 30 12a45678')).toBe('phone');
  });

  it('bounds a birthday to day ≤ 31 and month ≤ 12, two digits each', () => {
    expect(parseBirthday('1990-12-31')).toEqual({ year: 1990, month: 12, day: 31 });
    expect(parseBirthday('1990-13-01')).toBeNull();
    expect(parseBirthday('1990-01-32')).toBeNull();
    expect(parseBirthday('1990-1-5')).toBeNull();
    expect(minimumAge('CW')).toBe(18);
    expect(minimumAge('EE')).toBe(21);
  });

  it('needs the confirmation to equal the password', () => {
    expect(validateConfirmation('Secret123', 'Secret123')).toBeNull();
    expect(validateConfirmation('Secret123', 'Secret124')).toBe('confirmation');
  });

  it('picks the rule by field name', () => {
    expect(validateField('nickname', 'ab')).toBe('nickname_length');
    expect(validateField('mobile_phone', '123')).toBe('phone');
    expect(validateField('favourite_colour', '!!')).toBeNull();
  });
});
