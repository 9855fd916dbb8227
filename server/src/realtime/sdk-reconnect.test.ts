// Cross-package check of issue 3's reconnect criterion: the real SDK client against the real server. The server
// imports the SDK here only, in a test.
import { createCasino } from '@casino/sdk';
import { AccountList } from '@casino/sdk/contract';
import { WebSocket } from 'ws';
import { postLedgerTransaction } from '../ledger/post';
import { listAccounts } from '../players/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { publishPublic } from './publish';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Node's fetch keeps no cookies: this one does, like a browser on the platform's origin. */
function fetchWithCookies(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('SDK realtime client against the platform', () => {
  it('resumes after the websocket is cut mid-stream and shows the balance the ledger holds', async () => {
    const casino = createCasino({
      baseUrl,
      fetch: fetchWithCookies(),
      retryDelay: () => 0,
      realtime: { WebSocket, backoffBaseMs: 20, backoffCapMs: 100 },
    });
    const seqs: number[] = [];
    let resyncs = 0;
    casino.events.on('realtime:balance', ({ seq }) => seqs.push(seq));
    casino.events.on('realtime:resync', () => {
      resyncs += 1;
    });
    await casino.session.signIn('eur@casino.test', 'Password123');
    await until(() => casino.realtime.status.value === 'open');
    const statuses: string[] = [];
    casino.realtime.status.subscribe((status) => statuses.push(status));
    const userId = casino.state.profile.value?.id ?? 0;
    const startCents = casino.state.balance.value?.totalCents ?? 0;

    for (let step = 1; step <= 40; step++) {
      await t.db.transaction((tx) =>
        postLedgerTransaction(
          tx,
          {
            kind: 'deposit',
            userId,
            legs: [
              { account: { currency: 'EUR', kind: 'house_payments' }, amountCents: -100 },
              { account: { userId, currency: 'EUR', kind: 'cash' }, amountCents: 100 },
            ],
          },
          t.clock(),
        ),
      );
      if (step === 15) {
        await until(() => seqs.length >= 10);
        for (const socket of t.app.websocketServer.clients) socket.terminate();
      }
    }

    const [ledger] = AccountList.parse(await listAccounts(t.db, userId));
    expect(ledger?.amount_cents).toBe(startCents + 4000);
    await until(() => casino.state.balance.value?.totalCents === startCents + 4000);
    expect(seqs).toEqual(Array.from({ length: 40 }, (_, i) => (seqs[0] ?? 0) + i));
    expect(resyncs).toBe(0);
    expect(statuses).toEqual(['open', 'reconnecting', 'open']);
    await casino.session.signOut();
    expect(casino.realtime.status.value).toBe('off');
  }, 30_000);

  it("relays a watched public channel's broadcasts, watched before sign-in, through a cut connection", async () => {
    const casino = createCasino({
      baseUrl,
      fetch: fetchWithCookies(),
      retryDelay: () => 0,
      realtime: { WebSocket, backoffBaseMs: 20, backoffCapMs: 100 },
    });
    const versions: number[] = [];
    casino.events.on('realtime:public:tournaments', ({ data }) => versions.push((data as { version: number }).version));
    const update = (version: number) => ({ tournament_id: 1, version, players_count: 0, changed: [], finished: false });
    const publish = (version: number) =>
      t.db.transaction((tx) => publishPublic(tx, 'public:tournaments', update(version)));
    const unwatch = casino.realtime.watch('public:tournaments');
    await casino.session.signIn('usd@casino.test', 'Password123');
    await until(() => casino.realtime.status.value === 'open');

    await publish(1);
    await until(() => versions.length === 1);
    // every status the client passes through: a loaded machine may poll after it has reconnected already
    const statuses: string[] = [];
    const stopRecording = casino.realtime.status.subscribe((status) => statuses.push(status));
    for (const socket of t.app.websocketServer.clients) socket.terminate();
    await until(() => statuses.includes('reconnecting') && statuses.at(-1) === 'open');
    stopRecording();
    await publish(2);
    await until(() => versions.length === 2);

    expect(versions).toEqual([1, 2]);
    unwatch();
    await casino.session.signOut();
  }, 30_000);
});
