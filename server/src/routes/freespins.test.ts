import { Freespin, FreespinList, FreespinRoundAnswer } from '@casino/sdk/contract';
import { expireDueFreespins } from '../freespins/expire-freespins';
import { issueFreespins } from '../freespins/issue-freespins';
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

const DAY = 24 * 60 * 60 * 1000;
let keys = 0;
const key = () => `freespin-${++keys}`;

async function signedIn(email: string) {
  const client = t.client();
  await client.signIn(email);
  return client;
}

async function userId(email: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('select id from users where email = $1', [email]);
  if (!row) throw new Error(`no player ${email}`);
  return row.id;
}

/** Two games with an id in `currency`. */
async function gamesIn(currency: string): Promise<string[]> {
  const rows = await t.db.query<{ identifier: string }>(
    `select g.identifier from games g
     where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = $1)
     order by g.id limit 3`,
    [currency],
  );
  return rows.map((row) => row.identifier);
}

/** Issues `count` free spins on the first two games of `currency` to `email`. */
async function issue(email: string, currency: string, options: { count?: number; multiplier?: number; days?: number }) {
  const games = (await gamesIn(currency)).slice(0, 2);
  const user = await userId(email);
  const now = t.clock();
  const row = await t.db.transaction((tx) =>
    issueFreespins(
      tx,
      {
        userId: user,
        strategy: 'gift',
        title: 'Spin gift',
        currency,
        games,
        count: options.count ?? 3,
        betLevelCents: 2,
        wagerMultiplier: options.multiplier ?? 0,
        activatableUntil: new Date(now.getTime() + (options.days ?? 7) * DAY),
        validUntil: new Date(now.getTime() + 2 * (options.days ?? 7) * DAY),
      },
      now,
    ),
  );
  return { id: row.id, games };
}

function spin(client: TestClient, id: number, game: string, idem = key()) {
  return client.post(`/api/player/freespins/${id}/rounds`, { game }, { 'idempotency-key': idem });
}

async function ledgerCount(): Promise<number> {
  const [row] = await t.db.query<{ n: number }>('select count(*)::int as n from ledger_transactions');
  return row?.n ?? 0;
}

describe('free-spin records', () => {
  it('lists them newest first with the games, notifies the issue and publishes every change', async () => {
    const client = await signedIn('gbp@casino.test');
    const first = await issue('gbp@casino.test', 'GBP', {});
    const second = await issue('gbp@casino.test', 'GBP', { count: 5 });
    const response = await client.get('/api/player/freespins');
    expect(response.status).toBe(200);
    const list = FreespinList.parse(response.body);
    expect(list.map((item) => item.id).slice(0, 2)).toEqual([second.id, first.id]);
    const [provider, slug] = second.games[0]?.split('/') ?? [];
    expect(list[0]).toMatchObject({
      title: 'Spin gift',
      freespins_total: 5,
      freespins_performed: 0,
      bet_level: 2,
      stage: 'issued',
      games: second.games,
      activation_path: `/play/${provider}/${slug}`,
      provider,
      currency: 'GBP',
      activatable: true,
      cancelable: true,
      win_cents: 0,
      wager_multiplier: 0,
    });
    expect(list[0]?.games_info.map((game) => game.identifier)).toEqual(second.games);
    const notes = await t.db.query<{ text: string; identifier: string }>(
      `select text, identifier from personal_notifications where user_id = $1 and type = 'freespins_changes'
       order by id`,
      [await userId('gbp@casino.test')],
    );
    expect(notes.at(-1)).toEqual({ text: 'freespins_issued', identifier: `freespins:${second.id}` });
    expect((await client.post(`/api/player/freespins/${second.id}/activation`, {})).status).toBe(200);
    const published = await t.db.query<{ data: { id: number; stage: string } }>(
      `select data from realtime_events where user_id = $1 and channel = 'freespins_changes' order by seq`,
      [await userId('gbp@casino.test')],
    );
    expect(published.filter((event) => event.data.id === second.id).map((event) => event.data.stage)).toEqual([
      'issued',
      'activated',
    ]);
  });

  it('answers 401 to guests and 404 for records of someone else', async () => {
    const { id } = await issue('gbp@casino.test', 'GBP', {});
    expect((await t.client().get('/api/player/freespins')).status).toBe(401);
    expect((await t.client().post(`/api/player/freespins/${id}/activation`, {})).status).toBe(401);
    const other = await signedIn('nok@casino.test');
    const fingerprint = await databaseFingerprint(t.db);
    expect((await other.post(`/api/player/freespins/${id}/activation`, {})).status).toBe(404);
    expect((await other.delete(`/api/player/freespins/${id}`)).status).toBe(404);
    expect((await spin(other, id, 'x/y')).status).toBe(404);
    expect((await other.post('/api/player/freespins/99999999/activation', {})).status).toBe(404);
    expect(await databaseFingerprint(t.db)).toEqual(fingerprint);
  });

  it('activates an issued record once, and refuses after its activation deadline', async () => {
    const client = await signedIn('gbp@casino.test');
    const { id } = await issue('gbp@casino.test', 'GBP', {});
    const activated = await client.post(`/api/player/freespins/${id}/activation`, {});
    expect(activated.status).toBe(200);
    expect(Freespin.parse(activated.body)).toMatchObject({ id, stage: 'activated', activatable: false });
    const fingerprint = await databaseFingerprint(t.db);
    expect((await client.post(`/api/player/freespins/${id}/activation`, {})).status).toBe(422);
    const late = await issue('gbp@casino.test', 'GBP', { days: 1 });
    t.clock.advance(DAY + 1);
    const later = await signedIn('gbp@casino.test');
    const before = await databaseFingerprint(t.db);
    const refused = await later.post(`/api/player/freespins/${late.id}/activation`, {});
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: { base: [expect.stringContaining('could be activated until')] } });
    expect(await databaseFingerprint(t.db)).toEqual(before);
    expect(before).not.toEqual(fingerprint);
  });

  it('cancels from issued and from activated, dropping the winnings, and not twice', async () => {
    const client = await signedIn('gbp@casino.test');
    const issued = await issue('gbp@casino.test', 'GBP', {});
    const canceled = await client.delete(`/api/player/freespins/${issued.id}`);
    expect(canceled.status).toBe(200);
    expect(Freespin.parse(canceled.body)).toMatchObject({ stage: 'canceled', cancelable: false });
    const activated = await issue('gbp@casino.test', 'GBP', {});
    await client.post(`/api/player/freespins/${activated.id}/activation`, {});
    expect((await spin(client, activated.id, activated.games[0] ?? '')).status).toBe(201);
    const ledger = await ledgerCount();
    const dropped = await client.delete(`/api/player/freespins/${activated.id}`);
    expect(dropped.status).toBe(200);
    expect(Freespin.parse(dropped.body)).toMatchObject({ stage: 'canceled', freespins_performed: 1 });
    expect(await ledgerCount()).toBe(ledger);
    const fingerprint = await databaseFingerprint(t.db);
    expect((await client.delete(`/api/player/freespins/${activated.id}`)).status).toBe(422);
    expect((await spin(client, activated.id, activated.games[0] ?? '')).status).toBe(422);
    expect(await databaseFingerprint(t.db)).toEqual(fingerprint);
  });

  it('expires issued records past activation and activated ones past their end', async () => {
    const client = await signedIn('aud@casino.test');
    const issued = await issue('aud@casino.test', 'AUD', { days: 1 });
    const activated = await issue('aud@casino.test', 'AUD', { days: 1 });
    const kept = await issue('aud@casino.test', 'AUD', { days: 30 });
    await client.post(`/api/player/freespins/${activated.id}/activation`, {});
    const stages = async () => {
      const rows = await t.db.query<{ id: number; stage: string }>(
        'select id, stage from freespins where id = any($1::bigint[]) order by id',
        [[issued.id, activated.id, kept.id]],
      );
      return rows.map((row) => row.stage);
    };
    t.clock.advance(DAY);
    expect(await expireDueFreespins(t.db, t.clock())).toBeGreaterThanOrEqual(1);
    expect(await stages()).toEqual(['expired', 'activated', 'issued']);
    t.clock.advance(DAY);
    expect(await expireDueFreespins(t.db, t.clock())).toBeGreaterThanOrEqual(1);
    expect(await stages()).toEqual(['expired', 'expired', 'issued']);
    expect(await expireDueFreespins(t.db, t.clock())).toBe(0);
    const [finished] = await t.db.query<{ finished_at: Date }>('select finished_at from freespins where id = $1', [
      activated.id,
    ]);
    expect(finished?.finished_at).toEqual(t.clock());
  });
});

describe('free-spin rounds', () => {
  it('plays the spins without moving money, answers a repeated key with the same round, and finishes', async () => {
    const client = await signedIn('nzd@casino.test');
    const { id, games } = await issue('nzd@casino.test', 'NZD', { count: 3 });
    const game = games[1] ?? '';
    expect((await client.post(`/api/player/freespins/${id}/activation`, {})).status).toBe(200);
    const ledger = await ledgerCount();
    const idem = key();
    const first = await spin(client, id, game, idem);
    expect(first.status).toBe(201);
    const answer = FreespinRoundAnswer.parse(first.body);
    expect(answer.round).toMatchObject({ game, currency: 'NZD', line_bet_cents: 2, bet_cents: 40 });
    expect(answer.freespin).toMatchObject({ id, stage: 'activated', freespins_performed: 1 });
    expect(answer.freespin.win_cents).toBe(answer.round.win_cents);
    expect(await ledgerCount()).toBe(ledger);
    const [stored] = await t.db.query<{ freespin_id: number; bet: number | null; win: number | null }>(
      `select freespin_id, bet_transaction_id as bet, win_transaction_id as win from game_rounds where id = $1`,
      [answer.round.id],
    );
    expect(stored).toEqual({ freespin_id: id, bet: null, win: null });
    const fingerprint = await databaseFingerprint(t.db);
    const repeat = await spin(client, id, game, idem);
    expect(repeat.status).toBe(201);
    expect(repeat.headers['idempotency-replayed']).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(await databaseFingerprint(t.db)).toEqual(fingerprint);
    expect((await client.post(`/api/player/freespins/${id}/rounds`, { game })).status).toBe(422);

    const second = FreespinRoundAnswer.parse((await spin(client, id, game)).body);
    const last = FreespinRoundAnswer.parse((await spin(client, id, game)).body);
    const won = answer.round.win_cents + second.round.win_cents + last.round.win_cents;
    expect(last.freespin).toMatchObject({ stage: 'finished', freespins_performed: 3, win_cents: won });
    const noMore = await spin(client, id, game);
    expect(noMore.status).toBe(422);
    expect(await ledgerCount()).toBe(ledger + (won > 0 ? 1 : 0));
  });

  it('refuses a game the record does not list, a record not activated, and a cooling-off; changes nothing', async () => {
    const client = await signedIn('nzd@casino.test');
    const { id, games } = await issue('nzd@casino.test', 'NZD', {});
    const unlisted = (await gamesIn('NZD'))[2] ?? '';
    let fingerprint = await databaseFingerprint(t.db);
    const issuedOnly = await spin(client, id, games[0] ?? '');
    expect(issuedOnly.status).toBe(422);
    expect(await databaseFingerprint(t.db)).toEqual(fingerprint);
    await client.post(`/api/player/freespins/${id}/activation`, {});
    fingerprint = await databaseFingerprint(t.db);
    const wrongGame = await spin(client, id, unlisted);
    expect(wrongGame.status).toBe(422);
    expect(wrongGame.body).toMatchObject({ errors: { game: [expect.stringContaining('play them on one of')] } });
    expect(await databaseFingerprint(t.db)).toEqual(fingerprint);
    expect((await client.post('/api/user_limits', { type: 'cooling_off', period: 'daily' })).status).toBe(201);
    fingerprint = await databaseFingerprint(t.db);
    const cooling = await spin(client, id, games[0] ?? '');
    expect(cooling.status).toBe(422);
    expect(cooling.body).toMatchObject({ errors: { base: [expect.stringContaining('cooling-off')] } });
    expect(await databaseFingerprint(t.db)).toEqual(fingerprint);
  });
});
