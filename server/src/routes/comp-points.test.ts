import { CompPoints, CompsAward, Profile, RealRoundAnswer } from '@casino/sdk/contract';
import { playRealRound } from '../games/play/real-round';
import { seededRng } from '../games/slot/seeded-rng';
import { postOpeningBalance } from '../ledger/opening-balance';
import { postCompPoints } from '../loyalty/comp-points';
import { openAccount } from '../players/accounts';
import { COMP_POINT_ACCRUAL_RATES } from '../seed/comp-point-levels';
import { LEVEL } from '../seed/groups';
import { checkCompPoints } from '../testing/comp-point-invariants';
import { createFundedPlayer } from '../testing/funded-player';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { createSeededRandom } from '../testing/seeded-random';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';

let t: TestApp;
let game: string;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.query<{ identifier: string }>(
    `select g.identifier from games g
     where (select count(*) from game_currency_ids c where c.game_id = g.id and c.currency in ('USD', 'EUR')) = 2
     order by g.id limit 1`,
  );
  if (!row) throw new Error('no game is offered in USD and EUR');
  game = row.identifier;
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
  expect(await checkCompPoints(t.db)).toEqual([]);
});

/** Bet minor units per comp point in `currency`. */
function rate(currency: string): number {
  const perPoint = COMP_POINT_ACCRUAL_RATES[currency];
  if (perPoint === undefined) throw new Error(`no accrual rate for ${currency}`);
  return perPoint;
}

let players = 0;
let keys = 0;
const key = () => `comp-round-${++keys}`;

/** A new player with `cashCents` in USD (and as much in EUR), signed in. */
async function newPlayer(cashCents = 10_000_000) {
  const email = `comp-${++players}@points.test`;
  const userId = await t.db.transaction(async (tx) => {
    const id = await createFundedPlayer(tx, email, cashCents, t.clock());
    await openAccount(tx, id, 'EUR', t.clock());
    await postOpeningBalance(tx, id, { currency: 'EUR', cashCents, bonusCents: 0 }, t.clock());
    return id;
  });
  const client = t.client();
  await client.signIn(email);
  return { userId, client };
}

function play(client: TestClient, lineBetCents: number, currency = 'USD', idem = key()) {
  return client.post(
    '/api/player/games/rounds',
    { game, currency, line_bet_cents: lineBetCents },
    { 'idempotency-key': idem },
  );
}

async function points(client: TestClient) {
  const response = await client.get('/api/player/comp_points');
  expect(response.status).toBe(200);
  return CompPoints.parse(response.body);
}

async function entries(userId: number) {
  return t.db.query<{ kind: string; points: number; reason: string; reference: string }>(
    'select kind, points, reason, reference from comp_point_entries where user_id = $1 order by id',
    [userId],
  );
}

async function awards(userId: number) {
  const rows = await t.db.query<{ data: unknown }>(
    `select data from realtime_events where user_id = $1 and channel = 'comps_award' order by seq`,
    [userId],
  );
  return rows.map((row) => CompsAward.parse(row.data));
}

describe('GET /api/player/comp_points', () => {
  it('answers 401 to a guest', async () => {
    const response = await t.client().get('/api/player/comp_points');
    expect(response.status).toBe(401);
  });

  it("answers a demo player's seeded balances, and zero for a new player", async () => {
    const demo = t.client();
    await demo.signIn('usd@casino.test');
    expect(await points(demo)).toEqual({ chargeable: { points: 640 }, persistent: { points: 1_180 } });
    const { client } = await newPlayer();
    expect(await points(client)).toEqual({ chargeable: { points: 0 }, persistent: { points: 0 } });
  });
});

describe('comp points of real rounds', () => {
  it('accrue once per round, from the bet at the currency rate, and a replay adds nothing', async () => {
    const { userId, client } = await newPlayer();
    // 20 lines × 50 = 1,000 cents, exactly one point in USD
    const first = await play(client, 50, 'USD', 'once-per-round');
    expect(first.status).toBe(201);
    const { round } = RealRoundAnswer.parse(first.body);
    expect(await points(client)).toEqual({ chargeable: { points: 1 }, persistent: { points: 1 } });
    const replay = await play(client, 50, 'USD', 'once-per-round');
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(await points(client)).toEqual({ chargeable: { points: 1 }, persistent: { points: 1 } });
    expect(await entries(userId)).toEqual([
      { kind: 'chargeable', points: 1, reason: 'round', reference: `round:${round.id}` },
      { kind: 'persistent', points: 1, reason: 'round', reference: `round:${round.id}` },
    ]);
    expect(await awards(userId)).toHaveLength(1);
  });

  it('carries what a bet leaves over a whole point to the next rounds', async () => {
    const { userId, client } = await newPlayer();
    // 140 cents a round: the 8th round passes 1,000 cents, the 15th 2,000
    for (let round = 1; round <= 15; round++) {
      expect((await play(client, 7)).status).toBe(201);
      const expected = Math.floor((round * 140) / rate('USD'));
      expect((await points(client)).persistent.points).toBe(expected);
    }
    expect((await entries(userId)).length).toBe(4);
  });

  it('accrue nothing for a refused round', async () => {
    const { userId, client } = await newPlayer(500);
    const refused = await play(client, 50);
    expect(refused.status).toBe(422);
    expect(await points(client)).toEqual({ chargeable: { points: 0 }, persistent: { points: 0 } });
    expect(await entries(userId)).toEqual([]);
    const totals = await t.db.query('select * from comp_point_bet_totals where user_id = $1', [userId]);
    expect(totals).toEqual([]);
  });

  it('accrue nothing with the accrual switched off', async () => {
    const { userId } = await newPlayer();
    await t.db.transaction((tx) =>
      playRealRound(tx, { userId, identifier: game, currency: 'USD', lineBetCents: 500 }, t.clock(), seededRng(1), {
        accrueCompPoints: false,
      }),
    );
    expect(await entries(userId)).toEqual([]);
  });

  it('publish comps_award with the new balances, and moving up a level once', async () => {
    const client = t.client();
    await client.signIn('tester@casino.test');
    const [tester] = await t.db.query<{ id: number }>(`select id from users where email = 'tester@casino.test'`);
    const userId = tester?.id ?? 0;
    const before = await points(client);
    expect(before.persistent.points).toBe(19_990);
    // ten points of one each take Gold II's 19,990 to 20,000: Platinum I
    for (let round = 0; round < 10; round++) expect((await play(client, 50)).status).toBe(201);
    const published = await awards(userId);
    expect(published).toHaveLength(10);
    expect(published.at(-1)).toEqual({
      chargeable: { points: before.chargeable.points + 10 },
      persistent: { points: 20_000 },
      awarded: { chargeable: 1, persistent: 1 },
      reason: 'round',
      level: { id: 'level_10', name: 'Platinum I' },
      level_up: true,
    });
    expect(published.filter((award) => award.level_up)).toHaveLength(1);
    const profile = Profile.parse((await client.get('/api/player')).body);
    const ids = profile.statuses.map((status) => status.id);
    expect(ids).toContain(LEVEL.platinum);
    expect(ids).not.toContain(LEVEL.gold);
    expect((await play(client, 50)).status).toBe(201);
    expect((await awards(userId)).filter((award) => award.level_up)).toHaveLength(1);
  });

  it('never move a player down from a status group given by hand', async () => {
    const { userId, client } = await newPlayer();
    await t.db.query('update user_groups set group_id = $2 where user_id = $1 and group_id = $3', [
      userId,
      LEVEL.gold,
      LEVEL.bronze,
    ]);
    await t.db.transaction((tx) =>
      postCompPoints(
        tx,
        { userId, reason: 'adjustment', reference: `hand:${userId}`, chargeable: 99, persistent: 99 },
        t.clock(),
      ),
    );
    expect((await play(client, 50)).status).toBe(201);
    const [award] = (await awards(userId)).slice(-1);
    expect(award).toMatchObject({ level: { id: 'level_2' }, level_up: true });
    const profile = Profile.parse((await client.get('/api/player')).body);
    expect(profile.statuses.map((status) => status.id)).toContain(LEVEL.gold);
  });

  it('accrue each of many concurrent rounds of one player once', async () => {
    const { userId, client } = await newPlayer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => play(client, 50)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(await points(client)).toEqual({ chargeable: { points: 20 }, persistent: { points: 20 } });
    expect(await entries(userId)).toHaveLength(40);
    expect((await awards(userId)).map((award) => award.persistent.points)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('keep the journal sum equal to the balances over a randomised run', async () => {
    const random = createSeededRandom(14);
    const party = await Promise.all([newPlayer(), newPlayer(), newPlayer()]);
    const bets = party.map(() => ({ USD: 0, EUR: 0 }));
    for (let turn = 0; turn < 60; turn++) {
      const index = random.int(0, party.length - 1);
      const player = party[index];
      if (!player) continue;
      const currency = random.pick(['USD', 'EUR'] as const);
      const lineBet = random.pick([1, 7, 25, 50, 120]);
      const idem = key();
      const answer = await play(player.client, lineBet, currency, idem);
      expect(answer.status).toBe(201);
      (bets[index] as { USD: number; EUR: number })[currency] += lineBet * 20;
      if (random.chance(0.2)) expect((await play(player.client, lineBet, currency, idem)).status).toBe(201);
    }
    for (const [index, player] of party.entries()) {
      const bet = bets[index] ?? { USD: 0, EUR: 0 };
      const expected = Math.floor(bet.USD / rate('USD')) + Math.floor(bet.EUR / rate('EUR'));
      expect(await points(player.client)).toEqual({
        chargeable: { points: expected },
        persistent: { points: expected },
      });
    }
    expect(await checkCompPoints(t.db)).toEqual([]);
  });
});
