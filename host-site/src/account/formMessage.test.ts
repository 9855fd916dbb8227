import { SERVER_MESSAGES } from '@casino/sdk/contract';
import { VALIDATION_MESSAGES } from '@casino/sdk/rules';
import { messageText, ruleMessage } from './formMessage';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;

describe('messageText', () => {
  it('translates rule messages, from the site or from the server, as sdk validation keys', () => {
    expect(messageText(t, ruleMessage('email'))).toBe('sdk:validation.email');
    expect(messageText(t, { server: VALIDATION_MESSAGES.email })).toBe('sdk:validation.email');
  });

  it('translates the server’s other known messages as sdk keys, with their number as count', () => {
    expect(messageText(t, { server: SERVER_MESSAGES.email_taken })).toBe('sdk:server.email_taken');
    expect(messageText(t, { server: SERVER_MESSAGES.too_short(2) })).toBe('sdk:server.too_short{"count":2}');
  });

  it('shows any other server text as written', () => {
    expect(messageText(t, { server: 'was already confirmed' })).toBe('was already confirmed');
  });
});
