import { createCasino } from '../casino';
import { routePath } from '../contract/routes';
import { CasinoHttpError, ContractError } from '../errors';
import { fixtureAccount } from '../testing';
import { createSlotCalls } from './slot-calls';

interface Seen {
  method: string;
  path: string;
  search: string;
  idempotencyKey: string | null;
  body: unknown;
}

/** Slot calls over a casino whose platform answers every request with `answer`, recording what it was asked. */
function slotCallsAnswering(answer: (seen: Seen) => { status: number; body?: unknown }) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const one: Seen = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      idempotencyKey: request.headers.get('Idempotency-Key'),
      body: text ? JSON.parse(text) : undefined,
    };
    seen.push(one);
    const { status, body } = answer(one);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const casino = createCasino({ baseUrl: 'https://casino.test', fetch, retries: 0, realtime: false, storage: {} });
  return { calls: createSlotCalls(casino.http), seen };
}

const notFound = { status: 404, body: { errors: { base: ['not found'] } } };

describe('slot calls', () => {
  it('asks for a game by its identifier, each part encoded, and answers null for an unknown game', async () => {
    const { calls, seen } = slotCallsAnswering(() => notFound);
    expect(await calls.info('deep sea/pearl-reef')).toBeNull();
    expect(seen[0]).toMatchObject({
      method: 'GET',
      path: routePath('slotGame', { provider: 'deep sea', slug: 'pearl-reef' }),
    });
  });

  it('answers null accounts for a guest, and the wallets of a player', async () => {
    const guest = slotCallsAnswering(() => ({ status: 401, body: { errors: { base: ['sign in'] } } }));
    expect(await guest.calls.accounts()).toBeNull();
    expect(guest.seen[0]?.search).toBe('?compatibility=false');
    const wallet = fixtureAccount('EUR', { amount_cents: 5000 });
    const player = slotCallsAnswering(() => ({ status: 200, body: [wallet] }));
    expect(await player.calls.accounts()).toEqual([wallet]);
  });

  it('sends a real round and a free spin with the caller’s idempotency key', async () => {
    const { calls, seen } = slotCallsAnswering(() => notFound);
    const round = { game: 'deepsea/pearl-reef', currency: 'EUR', line_bet_cents: 10 };
    await expect(calls.realRound(round, 'key-1')).rejects.toBeInstanceOf(CasinoHttpError);
    await expect(calls.freespinRound(7, { game: 'deepsea/pearl-reef' }, 'key-2')).rejects.toBeInstanceOf(
      CasinoHttpError,
    );
    expect(seen.map(({ method, path, idempotencyKey, body }) => ({ method, path, idempotencyKey, body }))).toEqual([
      { method: 'POST', path: routePath('realRound'), idempotencyKey: 'key-1', body: round },
      {
        method: 'POST',
        path: routePath('freespinRound', { id: 7 }),
        idempotencyKey: 'key-2',
        body: { game: 'deepsea/pearl-reef' },
      },
    ]);
  });

  it('rejects an answer that breaks the contract, and a refusal other than the ones answered as null', async () => {
    const { calls } = slotCallsAnswering(({ path }) =>
      path === routePath('demoRound') ? { status: 200, body: { round: { id: 'x' } } } : { status: 500, body: {} },
    );
    await expect(calls.demoRound({ game: 'deepsea/pearl-reef', line_bet_cents: 10 })).rejects.toBeInstanceOf(
      ContractError,
    );
    await expect(calls.info('deepsea/pearl-reef')).rejects.toMatchObject({ status: 500 });
    await expect(calls.accounts()).rejects.toMatchObject({ status: 500 });
  });
});
