import { createTestApp, type TestApp } from '../testing/test-app';
import { databaseFingerprint } from '../testing/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SIGN_IN = JSON.stringify({ user: { email: 'eur@casino.test', password: 'Password123' } });

function post(headers: Record<string, string>, url = '/api/users/sign_in') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: SIGN_IN,
  });
}

describe('CSRF defence', () => {
  it('refuses a write without X-Requested-With: XMLHttpRequest, before reading the body', async () => {
    const before = await databaseFingerprint(t.db);
    for (const headers of [{}, { 'x-requested-with': 'fetch' }] as Record<string, string>[]) {
      const response = await post(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        errors: { base: ['Request refused: send the header X-Requested-With: XMLHttpRequest'] },
      });
    }
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('refuses a foreign Origin, and an opaque one', async () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost:8081.evil.example',
      'null',
      'http://localhost:8083',
    ]) {
      const response = await post({ 'x-requested-with': 'XMLHttpRequest', origin });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errors: { base: [`Request refused: origin ${origin} is not allowed`] } });
    }
  });

  it('accepts the public origins and the allowed embed origins', async () => {
    for (const origin of [
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://localhost:8081',
      'http://localhost:8082',
    ]) {
      expect((await post({ 'x-requested-with': 'XMLHttpRequest', origin })).statusCode, origin).toBe(200);
    }
  });

  it('refuses an origin that only matches a forged Host header', async () => {
    const before = await databaseFingerprint(t.db);
    for (const [origin, host] of [
      ['https://evil.example', 'evil.example'],
      ['http://evil.example', 'evil.example'],
      ['http://localhost:80', 'localhost:80'],
    ]) {
      const response = await post({
        'x-requested-with': 'XMLHttpRequest',
        origin: origin as string,
        host: host as string,
      });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual({ errors: { base: [`Request refused: origin ${origin} is not allowed`] } });
    }
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('guards every write method, and no read', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/users/sign_out' });
      expect(response.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/info/locales' })).statusCode).toBe(200);
  });
});

describe('CORS', () => {
  it('answers a preflight from an allowed embed origin with credentials and the SDK headers', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/sign_in',
      headers: {
        origin: 'http://localhost:8081',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-requested-with',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:8081');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-allow-methods']).toContain('PATCH');
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/X-Requested-With/);
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/Idempotency-Key/);
    expect(response.headers.vary).toContain('Origin');
  });

  it('refuses a preflight from any other origin and never answers *', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/sign_in',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('echoes an allowed origin on simple requests and nothing for others', async () => {
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/info/project',
      headers: { origin: 'http://localhost:8082' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8082');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/info/project',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends nosniff, a referrer policy and frame-ancestors on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/info/locales' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toMatch(/; frame-ancestors 'self'$/);
    const refused = await t.app.inject({ method: 'POST', url: '/api/users' });
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });
});
