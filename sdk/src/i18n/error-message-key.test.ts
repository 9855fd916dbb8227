import { SERVER_MESSAGES } from '../contract/server-messages';
import { CasinoHttpError, ContractError, NetworkError } from '../errors';
import { VALIDATION_MESSAGES } from '../rules/validation';
import { createI18n } from './create-i18n';
import { errorMessageKey, serverMessageKey, validationMessageKey } from './error-message-key';

const http = (status: number, headers: Record<string, string> = {}) =>
  new CasinoHttpError({ method: 'GET', path: '/x', status, data: null, headers: new Headers(headers) });

describe('error message keys', () => {
  it('maps each kind of failure to its sdk text', () => {
    expect(errorMessageKey(new NetworkError({ path: '/x', attempts: 7, timedOut: false, cause: null }))).toBe(
      'sdk:error.network',
    );
    expect(errorMessageKey(new NetworkError({ path: '/x', attempts: 7, timedOut: true, cause: null }))).toBe(
      'sdk:error.timeout',
    );
    expect(errorMessageKey(new ContractError('/x', []))).toBe('sdk:error.contract');
    expect(errorMessageKey(http(401))).toBe('sdk:error.unauthorized');
    expect(errorMessageKey(http(429))).toBe('sdk:error.rate_limited');
    expect(errorMessageKey(http(451))).toBe('sdk:error.restricted');
    expect(errorMessageKey(http(503, { 'x-maintenance-mode': '1' }))).toBe('sdk:error.maintenance');
    expect(errorMessageKey(http(503))).toBe('sdk:error.server');
    expect(errorMessageKey(http(404))).toBe('sdk:error.unknown');
    expect(errorMessageKey(new Error('x'))).toBe('sdk:error.unknown');
  });

  it('names validation texts', () => {
    expect(validationMessageKey('nickname_length')).toBe('sdk:validation.nickname_length');
  });

  it('names the texts of server messages', () => {
    expect(serverMessageKey(VALIDATION_MESSAGES.underage)).toBe('sdk:validation.underage');
    expect(serverMessageKey('Invalid email or password')).toBe('sdk:server.invalid_credentials');
    expect(serverMessageKey(SERVER_MESSAGES.email_taken)).toBe('sdk:server.email_taken');
    expect(serverMessageKey(SERVER_MESSAGES.too_many_attempts(15))).toBe('sdk:server.too_many_attempts');
    expect(serverMessageKey('Request refused: origin https://evil.example is not allowed')).toBeNull();
  });

  it('gives keys that read in the player’s language, with the number of a counted message', async () => {
    const i18n = createI18n({ locale: 'de' });
    await i18n.loadNamespaces('sdk');
    const invalid = serverMessageKey('Invalid email or password');
    expect(invalid && i18n.t(invalid)).toBe(
      'E-Mail-Adresse oder Passwort ist falsch. Prüfen Sie beides und versuchen Sie es erneut.',
    );
    const throttled = serverMessageKey(SERVER_MESSAGES.too_many_attempts(1));
    expect(throttled && i18n.t(throttled, { count: 1 })).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in 1 Minute erneut.',
    );
    expect(throttled && i18n.t(throttled, { count: 15 })).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in 15 Minuten erneut.',
    );
  });
});
