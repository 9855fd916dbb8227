/** English text of a server message that carries a number (minutes, characters). */
type CountedMessage = (count: number) => string;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * English texts of the server's `{errors}` messages that a player can meet, by stable code; the rule messages of
 * `VALIDATION_MESSAGES` are not repeated here. The server answers these texts; clients translate them as `server.<code>`.
 */
export const SERVER_MESSAGES = {
  invalid_credentials: 'Invalid email or password',
  otp_required: 'Enter the 6-digit code from your authenticator app',
  otp_first_step_missing: 'Sign in with your email and password first',
  too_many_attempts: (count: number) => `Too many failed sign-in attempts. Try again in ${plural(count, 'minute')}.`,
  too_many_requests: (count: number) => `Too many requests from your address. Try again in ${plural(count, 'minute')}.`,
  sign_in_required: 'You need to sign in',
  login_restricted: 'Login not available in your country',
  registration_restricted: 'Registration restricted in your country',
  email_taken: 'has already been taken',
  token_invalid: 'is invalid or has expired',
  two_factor_already_on: 'Two-factor authentication is already on',
  two_factor_off: 'Two-factor authentication is not on',
  invalid: 'is invalid',
  not_in_list: 'is not included in the list',
  unchangeable: "can't be changed once set",
  too_short: (count: number) => `is too short (minimum is ${plural(count, 'character')})`,
  too_long: (count: number) => `is too long (maximum is ${plural(count, 'character')})`,
  server_error: 'Something went wrong on our side. Please try again later.',
} as const satisfies Record<string, string | CountedMessage>;

/** Code of one of the {@link SERVER_MESSAGES}. */
export type ServerMessageCode = keyof typeof SERVER_MESSAGES;

/** A known server message read back from its English text: its code, and its number for the counted ones. */
export interface ServerMessage {
  code: ServerMessageCode;
  /** The number in the text of a counted message (`too_many_attempts`, `too_many_requests`, `too_short`, `too_long`); otherwise absent. */
  count?: number;
}

/** Reads an English server message back into its code (and number); null for any other text. */
export function readServerMessage(text: string): ServerMessage | null {
  const digits = /\d+/.exec(text);
  const count = digits ? Number(digits[0]) : null;
  for (const [code, message] of Object.entries(SERVER_MESSAGES) as [ServerMessageCode, string | CountedMessage][]) {
    if (typeof message === 'string') {
      if (message === text) return { code };
    } else if (count !== null && message(count) === text) {
      return { code, count };
    }
  }
  return null;
}

/** The code of an English server message, e.g. `'Invalid email or password'` → `'invalid_credentials'`; null for any other text. */
export function serverMessageCode(text: string): ServerMessageCode | null {
  return readServerMessage(text)?.code ?? null;
}
