import { CryptoAddress } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app';
import { databaseFingerprint } from '../testing/test-database';

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ trustProxy: true });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

/** GET /dev/mailbox.json as a client at `remoteAddress` (the socket's peer) with extra headers. */
async function mailboxStatus(app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress, headers });
  return response.statusCode;
}

describe('dev endpoints', () => {
  it('are not served unless DEV_ENDPOINTS is on', async () => {
    const off = await createTestApp({ devEndpoints: false });
    try {
      expect(await mailboxStatus(off.app, '127.0.0.1')).toBe(404);
      expect((await off.client().get('/dev/mailbox')).status).toBe(404);
      expect((await off.client().post('/dev/crypto/receive', {}, { 'idempotency-key': 'tx' })).status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('answer loopback clients over IPv4, IPv6 and IPv4-mapped IPv6', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(await mailboxStatus(t.app, address), address).toBe(200);
    }
  });

  it('refuse a client elsewhere with 403 and change nothing', async () => {
    for (const address of ['203.0.113.7', '10.0.0.2', '::ffff:203.0.113.7', '2001:db8::1', '::2']) {
      const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: address });
      expect(response.statusCode, address).toBe(403);
      expect(response.json(), address).toEqual({
        errors: { base: [expect.stringMatching(/only requests from this machine/)] },
      });
    }
    const player = t.client();
    await player.signIn('usd@casino.test');
    const { address } = CryptoAddress.parse((await player.get('/api/player/crypto_addresses/BTC')).body);
    const before = await databaseFingerprint(t.db);
    const receive = await t.app.inject({
      method: 'POST',
      url: '/dev/crypto/receive',
      remoteAddress: '203.0.113.7',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'idempotency-key': 'remote-tx-1',
      },
      payload: JSON.stringify({ address, amount_cents: 50_000 }),
    });
    expect(receive.statusCode).toBe(403);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('refuse a request a proxy on this machine forwarded for a client elsewhere, even with TRUST_PROXY', async () => {
    const elsewhere: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' },
      { 'x-forwarded-for': '203.0.113.7, 127.0.0.1' },
      { 'x-real-ip': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7;proto=https' },
      { forwarded: 'for="[2001:db8::1]:4711"' },
      { forwarded: 'for=unknown' },
    ];
    for (const headers of elsewhere) {
      expect(await mailboxStatus(proxied.app, '127.0.0.1', headers), JSON.stringify(headers)).toBe(403);
      expect(await mailboxStatus(t.app, '127.0.0.1', headers), JSON.stringify(headers)).toBe(403);
    }
    expect(await mailboxStatus(proxied.app, '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' })).toBe(403);
    const local: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1, ::1' },
      { forwarded: 'for="[::1]:4711", for=127.0.0.1:80' },
    ];
    for (const headers of local) {
      expect(await mailboxStatus(proxied.app, '::1', headers), JSON.stringify(headers)).toBe(200);
    }
  });
});
