import { VALIDATION_MESSAGES } from '../rules/validation';
import { readServerMessage, SERVER_MESSAGES, type ServerMessageCode, serverMessageCode } from './server-messages';

const codes = Object.keys(SERVER_MESSAGES) as ServerMessageCode[];
const english = (code: ServerMessageCode, count: number) => {
  const message = SERVER_MESSAGES[code];
  return typeof message === 'string' ? message : message(count);
};

describe('server messages', () => {
  it('reads every message back into its code', () => {
    for (const code of codes) expect(serverMessageCode(english(code, 5)), code).toBe(code);
    expect(serverMessageCode('Invalid email or password')).toBe('invalid_credentials');
    expect(serverMessageCode('Enter the 6-digit code from your authenticator app')).toBe('otp_required');
  });

  it('reads the number of a counted message, singular or plural', () => {
    expect(SERVER_MESSAGES.too_many_attempts(1)).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    expect(readServerMessage('Too many failed sign-in attempts. Try again in 15 minutes.')).toEqual({
      code: 'too_many_attempts',
      count: 15,
    });
    expect(readServerMessage('Too many failed sign-in attempts. Try again in 1 minute.')).toEqual({
      code: 'too_many_attempts',
      count: 1,
    });
    expect(readServerMessage('is too short (minimum is 3 characters)')).toEqual({ code: 'too_short', count: 3 });
    expect(readServerMessage('is too long (maximum is 1 character)')).toEqual({ code: 'too_long', count: 1 });
    expect(readServerMessage('Invalid email or password')).toEqual({ code: 'invalid_credentials' });
  });

  it('knows no other text', () => {
    expect(serverMessageCode('is too short')).toBeNull();
    expect(serverMessageCode('is too long (maximum is 3 characterz)')).toBeNull();
    expect(serverMessageCode('Too many failed sign-in attempts. Try again in 1 minutes.')).toBeNull();
    expect(serverMessageCode('invalid email or password')).toBeNull();
    expect(serverMessageCode('')).toBeNull();
  });

  it('has one text per code, none of them a rule message', () => {
    const texts = codes.flatMap((code) => {
      const message = SERVER_MESSAGES[code];
      return typeof message === 'string' ? [message] : [message(1), message(2)];
    });
    expect(new Set(texts).size).toBe(texts.length);
    const rules: readonly string[] = Object.values(VALIDATION_MESSAGES);
    expect(texts.filter((text) => rules.includes(text))).toEqual([]);
  });
});
