import { VALIDATION_MESSAGES } from '@casino/sdk/rules';
import { translateServerMessage } from './translateServerMessage';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;

describe('translateServerMessage', () => {
  it('turns the server’s English rule messages back into their validation keys', () => {
    expect(translateServerMessage(t, VALIDATION_MESSAGES.email)).toBe('validation.email');
    expect(translateServerMessage(t, VALIDATION_MESSAGES.underage, { age: 21 })).toBe('validation.underage{"age":21}');
  });

  it('shows any other server text as it came', () => {
    expect(translateServerMessage(t, 'has already been taken')).toBe('has already been taken');
  });
});
