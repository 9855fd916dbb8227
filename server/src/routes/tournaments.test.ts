import { Leaderboard, Tournament, TournamentList, TournamentPlayerStatus } from '@casino/sdk/contract';
import { playRealRound } from '../games/play/real-round';
import { addGroups } from '../players/groups';
import { GROUP } from '../seed/groups';
import { createFundedPlayer } from '../testing/funded-player';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTournament, type TournamentInput } from '../tournaments/create-tournament';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
});

const HOUR = 3_600_000;
let players = 0;
let tournaments = 0;
let game = '';

beforeAll(async () => {
  const [row] = await t.db.query<{ identifier: string }>(
    `select g.identifier from games g
     where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = 'USD')
     order by g.id limit 1`,
  );
  game = row?.identifier ?? '';
});

/** A signed-in player with a USD wallet; `nickname` null leaves the e-mail's masked local part as his name. */
async function newPlayer(options: { groups?: number[]; nickname?: string | null } = {}) {
  const email = `contender${++players}@tournaments.test`;
  const userId = await t.db.transaction(async (tx) => {
    const id = await createFundedPlayer(tx, email, 1_000_000, t.clock());
    if (options.groups) await addGroups(tx, id, options.groups, t.clock());
    await tx.query('update users set nickname = $2 where id = $1', [id, options.nickname ?? null]);
    return id;
  });
  const client = t.client();
  await client.signIn(email);
  return { userId, client, email };
}

/** A tournament from `startIn` to `endIn` ms from now (running for an hour by default). */
async function tournament(fields: Partial<TournamentInput> = {}, startIn = -HOUR, endIn = HOUR) {
  const now = t.clock().getTime();
  const identifier = fields.frontendIdentifier ?? `listed-${++tournaments}`;
  const id = await t.db.transaction((tx) =>
    createTournament(
      tx,
      {
        frontendIdentifier: identifier,
        title: `Listed ${tournaments}`,
        description: '<p>Bet the most.</p>',
        strategy: 'bet',
        currency: 'USD',
        startAt: new Date(now + startIn),
        endAt: new Date(now + endIn),
        prizes: [
          { awardPlace: 1, moneyAwardCents: 5_000 },
          { awardPlace: 2, freespinsCount: 10, freespinsGame: game, freespinsBetCents: 5 },
          { awardPlace: 3, bonusAmountCents: 1_000, wagerMultiplier: 30 },
        ],
        ...fields,
      },
      t.clock(),
    ),
  );
  return { id, identifier };
}

async function play(userId: number, rounds = 1, lineBetCents = 5) {
  for (let i = 0; i < rounds; i++) {
    await t.db.transaction((tx) =>
      playRealRound(tx, { userId, identifier: game, currency: 'USD', lineBetCents }, t.clock()),
    );
  }
}

function ids(list: unknown): number[] {
  return TournamentList.parse(list).map((item) => item.id);
}

async function playerRows(tournamentId: number) {
  return t.db.query('select * from tournament_players where tournament_id = $1 order by user_id', [tournamentId]);
}

describe('GET /api/tournaments, /recent, /player', () => {
  it('lists running and future ones, the finished ones as recent, group ones only to members', async () => {
    const running = await tournament();
    const future = await tournament({}, HOUR, 2 * HOUR);
    const ended = await tournament({}, -2 * HOUR, -HOUR);
    const endedLater = await tournament({}, -2 * HOUR, -HOUR / 2);
    const vip = await tournament({ groupIds: [GROUP.vipClub] });
    const guest = t.client();
    const member = await newPlayer({ groups: [GROUP.vipClub] });
    const other = await newPlayer();

    const listed = ids((await guest.get('/api/tournaments')).body);
    expect(listed).toEqual(expect.arrayContaining([running.id, future.id]));
    expect(listed).not.toContain(ended.id);
    expect(listed).not.toContain(vip.id);
    expect(ids((await other.client.get('/api/tournaments')).body)).not.toContain(vip.id);
    expect(ids((await member.client.get('/api/tournaments')).body)).toContain(vip.id);

    const recent = ids((await guest.get('/api/tournaments/recent')).body);
    expect(recent.indexOf(endedLater.id)).toBeLessThan(recent.indexOf(ended.id));
    expect(recent).not.toContain(running.id);

    const answer = TournamentList.parse((await guest.get('/api/tournaments')).body);
    const byId = new Map(answer.map((item) => [item.id, item]));
    expect(byId.get(running.id)).toMatchObject({ status: 'active', in_progress: true, money_prize_pool_cents: 5_000 });
    expect(byId.get(future.id)).toMatchObject({ status: 'future', in_progress: false });
    expect(byId.get(running.id)?.prizes.map((prize) => prize.award_place)).toEqual([1, 2, 3]);
  });

  it('lists to a player the tournaments he joined or scored in, and asks a guest to sign in', async () => {
    const joined = await tournament({ userConfirmationRequired: true });
    const scored = await tournament();
    const { userId, client } = await newPlayer();
    expect(ids((await client.get('/api/tournaments/player')).body)).not.toContain(joined.id);
    expect((await client.post(`/api/tournaments/${joined.id}/confirm`, { confirmed: true })).status).toBe(200);
    await play(userId);
    const mine = ids((await client.get('/api/tournaments/player')).body);
    expect(mine).toEqual(expect.arrayContaining([joined.id, scored.id]));
    const guest = await t.client().get('/api/tournaments/player');
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({ errors: { base: [expect.any(String)] } });
  });
});

describe('GET /api/tournaments/{id}', () => {
  it('answers by id and by frontend_identifier with the leaders, names masked unless chosen', async () => {
    const { id, identifier } = await tournament();
    const masked = await newPlayer();
    const named = await newPlayer({ nickname: 'Spin Doctor' });
    await play(masked.userId, 2);
    await play(named.userId, 1);
    const byId = Tournament.parse((await t.client().get(`/api/tournaments/${id}`)).body);
    const byIdentifier = Tournament.parse((await t.client().get(`/api/tournaments/${identifier}`)).body);
    expect(byIdentifier).toEqual(byId);
    expect(byId.players_count).toBe(2);
    expect(byId.top_players.map((player) => [player.nickname, player.award_place, player.bet_cents])).toEqual([
      [`${masked.email.slice(0, 6)}***`, 1, 200],
      ['Spin Doctor', 2, 100],
    ]);
    expect(byId.top_players[0]).toMatchObject({ bets: '2.00', points: 200, games_taken: 2, user_confirmed: true });
  });

  it('answers 404 for an unknown tournament', async () => {
    for (const path of ['/api/tournaments/999999999', '/api/tournaments/no-such-tournament']) {
      const response = await t.client().get(path);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ errors: { base: [expect.any(String)] } });
    }
  });
});

describe('GET /api/tournaments/{id}/status', () => {
  it('answers the player a zero standing before he plays, then his place and points', async () => {
    const { id } = await tournament({ strategy: 'spin' });
    const leader = await newPlayer();
    const { userId, client } = await newPlayer();
    const before = TournamentPlayerStatus.parse((await client.get(`/api/tournaments/${id}/status`)).body);
    expect(before).toMatchObject({ tournament_id: id, award_place: null, games_taken: 0, points: 0, bets: '0.00' });
    await play(leader.userId, 3);
    await play(userId, 2);
    const after = TournamentPlayerStatus.parse((await client.get(`/api/tournaments/${id}/status`)).body);
    expect(after).toMatchObject({ award_place: 2, games_taken: 2, points: 2, bet_cents: 200 });
    expect(before.entry_id).toBeNull();
    // his standing names his board row, which the leaderboard highlights by it
    const board = Leaderboard.parse((await client.get(`/api/tournaments/${id}/leaderboard`)).body);
    expect(after.entry_id).not.toBeNull();
    expect(board.rows.find((row) => row.entry_id === after.entry_id)?.award_place).toBe(2);
    expect(new Set(board.rows.map((row) => row.entry_id)).size).toBe(2);
    expect((await t.client().get(`/api/tournaments/${id}/status`)).status).toBe(401);
  });
});

describe('GET /api/tournaments/{id}/leaderboard', () => {
  it('answers the ranking in pages', async () => {
    const { id } = await tournament();
    const entrants = [await newPlayer(), await newPlayer(), await newPlayer()];
    for (const [index, entrant] of entrants.entries()) await play(entrant.userId, 1, 5 * (index + 1));
    const all = Leaderboard.parse((await t.client().get(`/api/tournaments/${id}/leaderboard`)).body);
    expect(all).toMatchObject({ tournament_id: id, players_count: 3, offset: 0, version: 0 });
    expect(all.rows.map((row) => [row.award_place, row.bet_cents])).toEqual([
      [1, 300],
      [2, 200],
      [3, 100],
    ]);
    const page = Leaderboard.parse((await t.client().get(`/api/tournaments/${id}/leaderboard?offset=1&limit=1`)).body);
    expect(page.rows.map((row) => row.award_place)).toEqual([2]);
    expect(page.offset).toBe(1);
    // the leaderboard publisher's version, once it has published
    await t.db.query('insert into tournament_boards (tournament_id, version) values ($1, 7)', [id]);
    expect(Leaderboard.parse((await t.client().get(`/api/tournaments/${id}/leaderboard`)).body).version).toBe(7);
  });

  it('refuses a bad page with 422 on the parameter', async () => {
    const { id } = await tournament();
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=1001', 'limit'],
      ['limit=ten', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=1.5', 'offset'],
    ] as const) {
      const response = await t.client().get(`/api/tournaments/${id}/leaderboard?${query}`);
      expect(response.status, query).toBe(422);
      expect(response.body).toMatchObject({ errors: { [field]: [expect.any(String)] } });
    }
  });
});

describe('POST /api/tournaments/{id}/confirm', () => {
  it('joins once: a second confirmation keeps the first time, and his rounds score from then on', async () => {
    const { id } = await tournament({ userConfirmationRequired: true });
    const { userId, client } = await newPlayer();
    await play(userId);
    expect(await playerRows(id)).toEqual([]);
    const first = await client.post(`/api/tournaments/${id}/confirm`, { confirmed: true });
    expect(first).toMatchObject({ status: 200, body: { confirmed: true } });
    const [joined] = await playerRows(id);
    t.clock.advance(1_000);
    expect((await client.post(`/api/tournaments/${id}/confirm`, { confirmed: true })).status).toBe(200);
    expect(await playerRows(id)).toEqual([joined]);
    await play(userId);
    const status = TournamentPlayerStatus.parse((await client.get(`/api/tournaments/${id}/status`)).body);
    expect(status).toMatchObject({ user_confirmed: true, games_taken: 1, award_place: 1 });
  });

  it("refuses an ended tournament, another group's, a bad body and a guest, writing nothing", async () => {
    const ended = await tournament({ userConfirmationRequired: true }, -2 * HOUR, -HOUR);
    const vip = await tournament({ userConfirmationRequired: true, groupIds: [GROUP.vipClub] });
    const open = await tournament({ userConfirmationRequired: true });
    const { client } = await newPlayer();
    const refusals = [
      [await client.post(`/api/tournaments/${ended.id}/confirm`, { confirmed: true }), 422, 'tournament'],
      [await client.post(`/api/tournaments/${vip.identifier}/confirm`, { confirmed: true }), 422, 'tournament'],
      [await client.post(`/api/tournaments/${open.id}/confirm`, { confirmed: false }), 422, 'confirmed'],
      [await client.post(`/api/tournaments/${open.id}/confirm`, {}), 422, 'confirmed'],
      [await t.client().post(`/api/tournaments/${open.id}/confirm`, { confirmed: true }), 401, 'base'],
      [await client.post('/api/tournaments/no-such-one/confirm', { confirmed: true }), 404, 'base'],
    ] as const;
    for (const [response, status, field] of refusals) {
      expect(response.status, response.text).toBe(status);
      expect(response.body).toMatchObject({ errors: { [field]: [expect.any(String)] } });
    }
    for (const { id } of [ended, vip, open]) expect(await playerRows(id)).toEqual([]);
  });
});
