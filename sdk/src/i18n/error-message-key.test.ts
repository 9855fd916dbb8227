import { CasinoHttpError, ContractError, NetworkError } from '../errors';
import { errorMessageKey, validationMessageKey } from './error-message-key';

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
});
