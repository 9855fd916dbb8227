import { SESSION_COOKIE } from '../auth/sessions';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
});
afterAll(() => t.close());

/** A Content-Security-Policy header as directive name → its sources. */
function directives(header: unknown): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name, sources);
  }
  return policy;
}

describe('Content-Security-Policy', () => {
  it('runs only the site’s own scripts, no plugins, no <base>, and talks to its own origin and websocket', async () => {
    for (const url of ['/', '/embed/login', '/slot/netent/starburst', '/api/info/locales']) {
      const policy = directives((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(policy.get('default-src'), url).toEqual(["'self'"]);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(policy.get('base-uri'), url).toEqual(["'none'"]);
      expect(policy.get('form-action'), url).toEqual(["'self'"]);
      expect(policy.get('frame-src'), url).toEqual(["'self'"]);
      expect(policy.get('img-src'), url).toEqual(["'self'", 'data:']);
      expect(policy.get('connect-src'), url).toEqual(["'self'", 'ws://localhost:8080', 'ws://127.0.0.1:8080']);
      expect(policy.get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
    }
  });

  it('lets the 3-D Secure page run its one inline script by a fresh nonce, and nothing else inline', async () => {
    const client = t.client();
    await client.signIn('usd@casino.test');
    const card = {
      card_number: '4000000000003220',
      card_holder: 'Michael Johnson',
      expiry_month: '12',
      expiry_year: '2030',
      cvv: '123',
    };
    const deposit = await client.post(
      '/api/player/payments/deposit',
      { payment: { method_id: 'card', amount_cents: 2500, currency: 'USD', fields: card } },
      { 'idempotency-key': 'csp-3ds' },
    );
    const url = new URL(String((deposit.body as { redirect_url?: string }).redirect_url)).pathname;
    const first = await t.app.inject({ method: 'GET', url });
    const second = await t.app.inject({ method: 'GET', url });
    const nonce = directives(first.headers['content-security-policy']).get('script-src')?.[1];
    expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(first.body).toContain(`<script nonce="${nonce?.slice(7, -1)}">`);
    expect(directives(second.headers['content-security-policy']).get('script-src')?.[1]).not.toBe(nonce);
    expect(first.body.match(/<script/g)).toHaveLength(1);
  });
});

describe('HTTPS', () => {
  it('sends HSTS and Secure cookies over HTTPS (X-Forwarded-Proto behind TRUST_PROXY), neither over HTTP', async () => {
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/sign_in',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...headers },
        payload: { user: { email: 'eur@casino.test', password: 'Password123' } },
      });
    const secure = await signIn({ 'x-forwarded-proto': 'https' });
    expect(secure.statusCode).toBe(200);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(secure.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+;.*Secure`));
    const plain = await signIn({});
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});
