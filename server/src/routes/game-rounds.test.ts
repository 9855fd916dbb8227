import { AccountList, DemoRoundAnswer, PlayedGameList, RealRoundAnswer } from '@casino/sdk/contract';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { databaseFingerprint } from '../testing/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
});

let keys = 0;
const key = () => `round-${++keys}`;

async function signedIn(email: string) {
  const client = t.client();
  await client.signIn(email);
  return client;
}

/** A game with an id in `currency` and a demo (`FUN`) id, or, with `demo: false`, one without demo play. */
async function gameIn(currency: string, demo = true): Promise<string> {
  const [row] = await t.db.query<{ identifier: string }>(
    `select g.identifier from games g
     where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = $1)
       and exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = 'FUN') = $2
     order by g.id limit 1`,
    [currency, demo],
  );
  if (!row) throw new Error(`no game in ${currency}`);
  return row.identifier;
}

function play(client: TestClient, game: string, currency: string, lineBet: number, idem = key()) {
  return client.post(
    '/api/player/games/rounds',
    { game, currency, line_bet_cents: lineBet },
    { 'idempotency-key': idem },
  );
}

async function balance(client: TestClient, currency: string) {
  const accounts = AccountList.parse((await client.get('/api/player/accounts')).body);
  return accounts.find((a) => a.currency === currency)?.amount_cents ?? 0;
}

async function events(email: string, channel: string) {
  return t.db.query<{ data: Record<string, unknown> }>(
    `select e.data from realtime_events e join users u on u.id = e.user_id
     where u.email = $1 and e.channel = $2 order by e.seq`,
    [email, channel],
  );
}

describe('real rounds', () => {
  it('moves the bet and the win through the ledger and answers the round and the wallet', async () => {
    const client = await signedIn('usd@casino.test');
    const game = await gameIn('USD');
    let won = false;
    for (let spins = 0; spins < 40 && !won; spins++) {
      const before = await balance(client, 'USD');
      const response = await play(client, game, 'USD', 5);
      expect(response.status).toBe(201);
      const { round, balance: wallet } = RealRoundAnswer.parse(response.body);
      expect(round).toMatchObject({ game, currency: 'USD', line_bet_cents: 5, bet_cents: 100 });
      expect(round.grid).toHaveLength(5);
      expect(round.wins.reduce((sum, win) => sum + win.amount_cents, 0)).toBe(round.win_cents);
      expect(wallet.amount_cents).toBe(before - 100 + round.win_cents);
      expect(await balance(client, 'USD')).toBe(wallet.amount_cents);
      const [stored] = await t.db.query<{ bet: number; win: number | null; kinds: string[] }>(
        `select r.bet_cents as bet, r.win_cents as win,
           array(select kind from ledger_transactions where id in (r.bet_transaction_id, r.win_transaction_id)
             order by id) as kinds
         from game_rounds r where r.id = $1`,
        [round.id],
      );
      expect(stored).toEqual({ bet: 100, win: round.win_cents, kinds: round.win_cents > 0 ? ['bet', 'win'] : ['bet'] });
      won = round.win_cents > 0;
    }
    expect(won).toBe(true);
    expect((await events('usd@casino.test', 'balance')).length).toBeGreaterThan(0);
  });

  it('answers a repeat with the first round and moves nothing; other parameters with the key are a 422', async () => {
    const client = await signedIn('usd@casino.test');
    const game = await gameIn('USD');
    const idem = key();
    const first = await play(client, game, 'USD', 2, idem);
    expect(first.status).toBe(201);
    expect(first.headers['idempotency-replayed']).toBe('false');
    const fingerprint = await databaseFingerprint(t.db);
    const repeat = await play(client, game, 'USD', 2, idem);
    expect(repeat.status).toBe(201);
    expect(repeat.headers['idempotency-replayed']).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(await databaseFingerprint(t.db)).toEqual(fingerprint);
    const other = await play(client, game, 'USD', 3, idem);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ errors: { idempotency_key: [expect.stringContaining('other parameters')] } });
    expect((await client.post('/api/player/games/rounds', { game, currency: 'USD', line_bet_cents: 1 })).status).toBe(
      422,
    );
  });

  it('records the game as played', async () => {
    const client = await signedIn('usd@casino.test');
    const game = await gameIn('USD');
    expect((await play(client, game, 'USD', 1)).status).toBe(201);
    const played = PlayedGameList.parse((await client.get('/api/player/played_games')).body);
    expect(played[0]).toEqual({ identifier: game, last_activity_at: t.clock().toISOString() });
  });

  it('refuses a bet over the cash with a 422 and changes nothing', async () => {
    const client = await signedIn('cad@casino.test');
    const game = await gameIn('CAD');
    const fingerprint = await databaseFingerprint(t.db);
    const refused = await play(client, game, 'CAD', 10_000);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      errors: {
        line_bet_cents: [
          'not enough money: the bet of CA$2,000.00 is more than the CA$780.50 cash in your CAD wallet; lower the line bet or make a deposit',
        ],
      },
    });
    expect(await databaseFingerprint(t.db)).toEqual(fingerprint);
  });

  it('refuses unknown games, currencies the game lacks, missing wallets, bad line bets and guests', async () => {
    const client = await signedIn('cad@casino.test');
    const game = await gameIn('CAD');
    expect((await play(client, 'nobody/nothing', 'CAD', 1)).body).toMatchObject({
      errors: { game: [expect.any(String)] },
    });
    expect((await play(client, game, 'USD', 1)).body).toEqual({
      errors: { currency: ['you have no USD wallet: open it with POST /api/player/accounts first'] },
    });
    expect((await play(client, game, 'XYZ', 1)).body).toMatchObject({ errors: { currency: [expect.any(String)] } });
    expect((await play(client, game, 'CAD', 0)).status).toBe(422);
    expect((await play(client, game, 'CAD', 10_001)).status).toBe(422);
    expect((await play(client, game, 'CAD', 1.5)).status).toBe(422);
    expect((await play(t.client(), game, 'CAD', 1)).status).toBe(401);
  });
});

describe('play limits', () => {
  it('blocks play during a cooling-off', async () => {
    const client = await signedIn('gbp@casino.test');
    expect((await client.post('/api/user_limits', { type: 'cooling_off', period: 'daily' })).status).toBe(201);
    const refused = await play(client, await gameIn('GBP'), 'GBP', 1);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      errors: { base: ['play is blocked by your cooling-off until 2026-03-03 12:00 UTC'] },
    });
  });

  it('refuses the round that would pass a wager limit and announces the limit once used up', async () => {
    const client = await signedIn('aud@casino.test');
    const game = await gameIn('AUD');
    const set = await client.post('/api/user_limits', {
      type: 'wager',
      period: 'daily',
      accounts: [{ currency: 'AUD', amount_cents: 240 }],
    });
    expect(set.status).toBe(201);
    expect((await play(client, game, 'AUD', 10)).status).toBe(201);
    expect(await events('aud@casino.test', 'game_limits')).toEqual([]);
    const fingerprint = await databaseFingerprint(t.db);
    const over = await play(client, game, 'AUD', 3);
    expect(over.status).toBe(422);
    expect(over.body).toEqual({
      errors: {
        line_bet_cents: [
          'makes a bet of A$0.60, over your daily wager limit of A$2.40: A$0.40 left until 2026-03-03 00:00 UTC',
        ],
      },
    });
    expect(await databaseFingerprint(t.db)).toEqual(fingerprint);
    expect((await play(client, game, 'AUD', 2)).status).toBe(201);
    expect(await events('aud@casino.test', 'game_limits')).toEqual([
      {
        data: {
          limit_id: expect.any(Number),
          type: 'wager',
          period: 'daily',
          currency: 'AUD',
          amount_cents: 240,
          current_value_amount_cents: 240,
        },
      },
    ]);
    const [limit] = (await client.get('/api/user_limits')).body as {
      accounts: { current_value_amount_cents: number }[];
    }[];
    expect(limit?.accounts[0]?.current_value_amount_cents).toBe(240);
    expect((await play(client, game, 'AUD', 1)).status).toBe(422);
  });

  it('refuses a bet over the room of a loss limit', async () => {
    const client = await signedIn('brl@casino.test');
    const game = await gameIn('BRL');
    await client.post('/api/user_limits', {
      type: 'loss',
      period: 'weekly',
      accounts: [{ currency: 'BRL', amount_cents: 100 }],
    });
    const refused = await play(client, game, 'BRL', 6);
    expect(refused.body).toEqual({
      errors: {
        line_bet_cents: [
          'makes a bet of R$1.20, over your weekly loss limit of R$1.00: R$1.00 left until 2026-03-09 00:00 UTC',
        ],
      },
    });
    expect((await play(client, game, 'BRL', 5)).status).toBe(201);
  });

  it('counts minutes with rounds against a session limit', async () => {
    const client = await signedIn('nzd@casino.test');
    const game = await gameIn('NZD');
    await client.post('/api/user_limits', { type: 'session', period: 'daily', session_minutes: 2 });
    expect((await play(client, game, 'NZD', 1)).status).toBe(201);
    expect((await play(client, game, 'NZD', 1)).status).toBe(201);
    expect(await events('nzd@casino.test', 'game_limits')).toEqual([]);
    t.clock.advance(60_000);
    expect((await play(client, game, 'NZD', 1)).status).toBe(201);
    expect(await events('nzd@casino.test', 'game_limits')).toEqual([
      { data: expect.objectContaining({ type: 'session', period: 'daily' }) },
    ]);
    const refused = await play(client, game, 'NZD', 1);
    expect(refused.body).toEqual({
      errors: {
        base: ['your daily session limit of 2 minutes of play is reached: play again after 2026-03-03 00:00 UTC'],
      },
    });
  });
});

describe('demo rounds', () => {
  it('plays fun money for guests and stores nothing', async () => {
    const game = await gameIn('USD');
    const fingerprint = await databaseFingerprint(t.db);
    const response = await t.client().post('/api/games/demo/rounds', { game, line_bet_cents: 10 });
    expect(response.status).toBe(201);
    const { round } = DemoRoundAnswer.parse(response.body);
    expect(round).toMatchObject({ id: null, game, currency: 'FUN', line_bet_cents: 10, bet_cents: 200 });
    expect(round.grid.every((column) => column.length === 3)).toBe(true);
    expect(await databaseFingerprint(t.db)).toEqual(fingerprint);
  });

  it('refuses a game without demo play and bad line bets', async () => {
    const live = await gameIn('USD', false);
    expect((await t.client().post('/api/games/demo/rounds', { game: live, line_bet_cents: 1 })).body).toEqual({
      errors: { currency: [`${live} has no demo play: play it for real money`] },
    });
    const game = await gameIn('USD');
    expect((await t.client().post('/api/games/demo/rounds', { game, line_bet_cents: 0 })).status).toBe(422);
    expect(
      (await t.client().post('/api/games/demo/rounds', { game: 'nobody/nothing', line_bet_cents: 1 })).status,
    ).toBe(422);
  });
});
