import { createHash } from 'node:crypto';
import {
  ExchangeRefusal,
  ExchangeResult,
  Lottery,
  LotteryList,
  LotteryStatus,
  LotteryStatusList,
  LotteryTicketList,
  Payment,
} from '@casino/sdk/contract';
import { drawLotteryWinners } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';
import { createLottery, type NewLottery } from '../lotteries/create-lottery';
import { drawDueLotteries, drawLottery } from '../lotteries/draw-lotteries';
import { postCompPoints } from '../loyalty/comp-points';
import { checkCompPoints } from '../testing/comp-point-invariants';
import { createFundedPlayer } from '../testing/funded-player';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
  expect(await checkCompPoints(t.db)).toEqual([]);
});

const HOUR_MS = 3_600_000;
let lotteries = 0;
let players = 0;
let keys = 0;
const key = () => `lottery-${++keys}`;

const NO_PRIZE = {
  money_award_cents: 0,
  freespins_count: 0,
  freespins_game: null,
  freespins_bet_cents: 0,
  bonus_amount_cents: 0,
  wager_multiplier: 0,
};

/** A lottery in USD from `startIn` to `endIn` hours from now, with a cash, a free-spin and a bonus place. */
async function newLottery(startIn: number, endIn: number, extra: Partial<NewLottery> = {}) {
  const now = t.clock();
  const identifier = `test-lottery-${++lotteries}`;
  const id = await t.db.transaction((tx) =>
    createLottery(
      tx,
      {
        frontendIdentifier: identifier,
        title: `Test lottery ${lotteries}`,
        description: '<p>Win tickets with points and deposits.</p>',
        currency: 'USD',
        startAt: new Date(now.getTime() + startIn * HOUR_MS),
        endAt: new Date(now.getTime() + endIn * HOUR_MS),
        prizes: [
          { ...NO_PRIZE, money_award_cents: 50_000 },
          {
            ...NO_PRIZE,
            freespins_count: 20,
            freespins_game: 'pragmaticplay/starlight-ninja',
            freespins_bet_cents: 10,
            wager_multiplier: 30,
          },
          { ...NO_PRIZE, bonus_amount_cents: 2_000, wager_multiplier: 30 },
        ],
        depositScaleRules: [
          { currency: 'USD', fromAmountCents: 2_000, priceCents: 1_000 },
          { currency: 'USD', fromAmountCents: 10_000, priceCents: 500 },
          { currency: 'EUR', fromAmountCents: 2_000, priceCents: 1_000, active: false },
        ],
        ...extra,
      },
      now,
    ),
  );
  return { id, identifier };
}

/** Makes the seeded lottery cards sell tickets to `ids`. */
async function sellTicketsTo(...ids: number[]) {
  await t.db.query(`update comp_point_rates set lottery_ids = $1 where type = 'lotteries'`, [ids]);
}

let grants = 0;
function give(tx: Queryable, userId: number, points: number) {
  return postCompPoints(
    tx,
    { userId, reason: 'adjustment', reference: `lottery-grant:${++grants}`, chargeable: points, persistent: points },
    t.clock(),
    { publish: false },
  );
}

/** A signed-in player with a USD wallet and `points` chargeable points. */
async function newPlayer(points: number, nickname: string | null = null) {
  const email = `lottery-player-${++players}@tickets.test`;
  const userId = await t.db.transaction(async (tx) => {
    const id = await createFundedPlayer(tx, email, 1_000, t.clock());
    await tx.query('update users set nickname = $2 where id = $1', [id, nickname]);
    if (points > 0) await give(tx, id, points);
    return id;
  });
  const client = t.client();
  await client.signIn(email);
  return { userId, client, email };
}

function exchange(client: TestClient, body: Record<string, unknown>, idem = key()) {
  return client.post('/api/comp_points/exchange/lotteries', { exchange: body }, { 'idempotency-key': idem });
}

async function lottery(slug: string | number) {
  const response = await t.client().get(`/api/lotteries/${slug}`);
  expect(response.status).toBe(200);
  return Lottery.parse(response.body);
}

async function status(client: TestClient, id: number) {
  const response = await client.get(`/api/lotteries/${id}/status`);
  expect(response.status).toBe(200);
  return LotteryStatus.parse(response.body);
}

async function tickets(id: number) {
  const response = await t.client().get(`/api/lotteries/${id}/tickets`);
  expect(response.status).toBe(200);
  return LotteryTicketList.parse(response.body);
}

/** Everything a refused exchange could have changed. */
async function footprint(userId: number) {
  const [row] = await t.db.query<Record<string, number>>(
    `select (select count(*) from comp_point_exchanges where user_id = $1) as exchanges,
       (select count(*) from comp_point_entries where user_id = $1) as entries,
       (select count(*) from lottery_tickets where user_id = $1) as tickets,
       (select coalesce(sum(tickets_count), 0) from lotteries) as numbered,
       (select count(*) from idempotency_keys where user_id = $1) as keys`,
    [userId],
  );
  return row;
}

async function cash(userId: number, currency = 'USD') {
  const [row] = await t.db.query<{ balance_cents: number }>(
    `select balance_cents from ledger_accounts where user_id = $1 and currency = $2 and kind = 'cash'`,
    [userId, currency],
  );
  return row?.balance_cents ?? 0;
}

describe('GET /api/lotteries, /{slug}, /{id}/tickets', () => {
  it('lists running and future lotteries with their seed hash and no seed, to guests too', async () => {
    const running = await newLottery(-1, 24);
    const future = await newLottery(48, 72);
    const response = await t.client().get('/api/lotteries');
    expect(response.status).toBe(200);
    const list = LotteryList.parse(response.body);
    const shown = list.find((item) => item.id === running.id);
    expect(shown).toMatchObject({
      frontend_identifier: running.identifier,
      status: 'active',
      in_progress: true,
      currency: 'USD',
      finished_at: null,
      lottery_tickets_count: 0,
      max_tickets_count_to_player: null,
      draw: { seed: null, drawn_at: null, winners: [] },
    });
    expect(shown?.prizes.map((prize) => [prize.award_place, prize.money_award_cents, prize.nickname])).toEqual([
      [1, 50_000, null],
      [2, 0, null],
      [3, 0, null],
    ]);
    expect(shown?.deposit_scale_rules).toEqual({
      USD: [
        { from_amount_cents: 2_000, price_cents: 1_000, currency: 'USD', active: true },
        { from_amount_cents: 10_000, price_cents: 500, currency: 'USD', active: true },
      ],
      EUR: [{ from_amount_cents: 2_000, price_cents: 1_000, currency: 'EUR', active: false }],
    });
    const [stored] = await t.db.query<{ seed: string }>('select seed from lotteries where id = $1', [running.id]);
    const hash = createHash('sha256')
      .update(Buffer.from(stored?.seed ?? '', 'hex'))
      .digest('hex');
    expect(shown?.draw.seed_hash).toBe(hash);
    expect(list.find((item) => item.id === future.id)).toMatchObject({ status: 'future', in_progress: false });
    expect(list.findIndex((item) => item.id === running.id)).toBeLessThan(
      list.findIndex((item) => item.id === future.id),
    );
  });

  it('answers one lottery by identifier or id, and 404 with errors for an unknown one', async () => {
    const { id, identifier } = await newLottery(-1, 24);
    expect((await lottery(identifier)).id).toBe(id);
    expect((await lottery(id)).frontend_identifier).toBe(identifier);
    for (const path of ['/api/lotteries/no-such-lottery', '/api/lotteries/999999', '/api/lotteries/999999/tickets']) {
      const response = await t.client().get(path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.body).toEqual({ errors: { base: [expect.any(String)] } });
    }
    expect((await t.client().get(`/api/lotteries/${identifier}/tickets`)).status).toBe(404);
  });

  it('prices a ticket at the points of the card with the fewest tickets', async () => {
    const { id } = await newLottery(-1, 24);
    await sellTicketsTo(id);
    expect((await lottery(id)).comp_points_ticket_price).toBe(200);
    await sellTicketsTo();
    expect((await lottery(id)).comp_points_ticket_price).toBeNull();
  });
});

describe('GET /api/lotteries/statuses and /{id}/status', () => {
  it('answers 401 to a guest and 404 for an unknown lottery', async () => {
    const { id } = await newLottery(-1, 24);
    expect((await t.client().get('/api/lotteries/statuses')).status).toBe(401);
    expect((await t.client().get(`/api/lotteries/${id}/status`)).status).toBe(401);
    const { client } = await newPlayer(0);
    for (const path of ['/api/lotteries/999999/status', '/api/lotteries/abc/status', '/api/lotteries/0/status']) {
      const response = await client.get(path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.body).toMatchObject({ errors: { base: [expect.any(String)] } });
    }
  });

  it('answers a status for every listed lottery, empty without tickets', async () => {
    const { id } = await newLottery(-1, 24);
    const { client } = await newPlayer(0);
    const response = await client.get('/api/lotteries/statuses');
    expect(response.status).toBe(200);
    const statuses = LotteryStatusList.parse(response.body);
    expect(statuses.find((item) => item.lottery_id === id)).toEqual({ lottery_id: id, tickets: [], prizes: [] });
    const listed = LotteryList.parse((await t.client().get('/api/lotteries')).body);
    expect(statuses.map((item) => item.lottery_id)).toEqual(listed.map((item) => item.id));
  });
});

describe('tickets from the Rocket Mart', () => {
  it('buys numbered tickets with points, once per Idempotency-Key', async () => {
    const { id } = await newLottery(-1, 24);
    await sellTicketsTo(id);
    const { userId, client } = await newPlayer(2_000, 'LuckyStar');
    const idem = key();
    const first = await exchange(
      client,
      { group: 'lottery_ticket_5', points: 900, currency: 'USD', tickets_count: 5 },
      idem,
    );
    expect(first.status).toBe(201);
    const result = ExchangeResult.parse(first.body);
    expect(result).toMatchObject({
      type: 'lotteries',
      points: 900,
      issued: [{ kind: 'tickets', lottery_id: id, numbers: [1, 2, 3, 4, 5] }],
      comp_points: { chargeable: { points: 1_100 } },
    });
    const retried = await exchange(
      client,
      { group: 'lottery_ticket_5', points: 900, currency: 'USD', tickets_count: 5 },
      idem,
    );
    expect(retried.status).toBe(201);
    expect(retried.headers['idempotency-replayed']).toBe('true');
    const other = await newPlayer(500);
    const second = await exchange(other.client, {
      group: 'lottery_ticket_1',
      points: 200,
      currency: 'USD',
      lottery_id: id,
    });
    expect(ExchangeResult.parse(second.body).issued).toEqual([{ kind: 'tickets', lottery_id: id, numbers: [6] }]);
    const mine = await status(client, id);
    expect(mine.tickets.map((ticket) => [ticket.number, ticket.source])).toEqual([
      [1, 'exchange'],
      [2, 'exchange'],
      [3, 'exchange'],
      [4, 'exchange'],
      [5, 'exchange'],
    ]);
    expect((await lottery(id)).lottery_tickets_count).toBe(6);
    const list = await tickets(id);
    expect(list.tickets.map((ticket) => ticket.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(list.tickets[0]?.nickname).toBe('LuckyStar');
    expect(list.tickets[5]?.nickname).toBe(`${other.email.slice(0, 6)}***`);
    const [spent] = await t.db.query<{ points: number }>(
      `select sum(points)::integer as points from comp_point_entries where user_id = $1 and reason = 'exchange'`,
      [userId],
    );
    expect(spent?.points).toBe(-900);
  });

  it('refuses a lottery that is not running, over the limit, without enough points or with a wrong count', async () => {
    const running = await newLottery(-1, 24, { maxTicketsCountToPlayer: 20 });
    const future = await newLottery(24, 48);
    const ended = await newLottery(-48, -1);
    const other = await newLottery(-1, 24);
    await sellTicketsTo(running.id, future.id, ended.id);
    const { userId, client } = await newPlayer(2_000);
    const bought = await exchange(client, { group: 'lottery_ticket_5', points: 900, currency: 'USD' });
    expect(ExchangeResult.parse(bought.body).issued).toMatchObject([{ lottery_id: running.id }]);
    const before = await footprint(userId);
    const refusals: [Record<string, unknown>, string | null, string][] = [
      [
        { group: 'lottery_ticket_1', points: 200, currency: 'USD', lottery_id: future.id },
        'lottery_not_running',
        'lottery_id',
      ],
      [
        { group: 'lottery_ticket_1', points: 200, currency: 'USD', lottery_id: ended.id },
        'lottery_not_running',
        'lottery_id',
      ],
      [
        { group: 'lottery_ticket_1', points: 200, currency: 'USD', lottery_id: other.id },
        'unknown_reward',
        'lottery_id',
      ],
      [{ group: 'lottery_ticket_5', points: 900, currency: 'USD', quantity: 4 }, 'tickets_limit', 'lottery_id'],
      [{ group: 'lottery_ticket_1', points: 200, currency: 'USD', quantity: 6 }, 'insufficient_points', 'points'],
      [{ group: 'lottery_ticket_1', points: 200, currency: 'USD', tickets_count: 2 }, null, 'tickets_count'],
      [{ group: 'lottery_ticket_1', points: 200, currency: 'USD', tickets_count: 0 }, null, 'tickets_count'],
      [{ group: 'lottery_ticket_1', points: 200, currency: 'USD', lottery_id: 'one' }, null, 'lottery_id'],
      [{ group: 'lottery_ticket_1', points: 150, currency: 'USD' }, 'price_changed', 'base'],
    ];
    for (const [body, code, field] of refusals) {
      const response = await exchange(client, body);
      expect([body, response.status]).toEqual([body, 422]);
      expect(Object.keys((response.body as { errors: object }).errors)).toEqual([field]);
      if (code !== null) expect([body, ExchangeRefusal.parse(response.body).code]).toEqual([body, code]);
    }
    const poor = await exchange(client, { group: 'lottery_ticket_1', points: 200, currency: 'USD', quantity: 6 });
    expect(ExchangeRefusal.parse(poor.body).missing_points).toBe(100);
    expect(await footprint(userId)).toEqual(before);
    const last = await exchange(client, { group: 'lottery_ticket_1', points: 200, currency: 'USD' });
    expect(ExchangeResult.parse(last.body).issued).toEqual([{ kind: 'tickets', lottery_id: running.id, numbers: [6] }]);
  });

  it('numbers the tickets of concurrent exchanges without gaps or repeats', async () => {
    const { id } = await newLottery(-1, 24);
    await sellTicketsTo(id);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => newPlayer(1_000)));
    const answers = await Promise.all(
      buyers.map((buyer) => exchange(buyer.client, { group: 'lottery_ticket_5', points: 900, currency: 'USD' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(buyers.map(() => 201));
    const numbers = answers.flatMap((answer) =>
      ExchangeResult.parse(answer.body).issued.flatMap((issue) => (issue.kind === 'tickets' ? issue.numbers : [])),
    );
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
    expect((await lottery(id)).lottery_tickets_count).toBe(60);
  });

  it('refuses a player outside the lottery’s groups', async () => {
    const { id } = await newLottery(-1, 24, { groupIds: [759] });
    await sellTicketsTo(id);
    const { client } = await newPlayer(1_000);
    const response = await exchange(client, { group: 'lottery_ticket_1', points: 200, currency: 'USD' });
    expect(ExchangeRefusal.parse(response.body).code).toBe('lottery_not_running');
  });
});

describe('tickets from deposits', () => {
  async function depositor() {
    const player = await newPlayer(0);
    await t.db.query(
      `update users set first_name = 'Ada', last_name = 'Lovelace', date_of_birth = '1990-01-01', address = '1 Main St',
         city = 'Boston', postal_code = '02101', gender = 'female', mobile_phone = '+15555550100' where id = $1`,
      [player.userId],
    );
    return player;
  }

  function deposit(client: TestClient, cents: number, idem = key()) {
    return client.post(
      '/api/player/payments/deposit',
      {
        payment: {
          method_id: 'card',
          amount_cents: cents,
          currency: 'USD',
          fields: {
            card_number: '4242 4242 4242 4242',
            card_holder: 'Ada Lovelace',
            expiry_month: '12',
            expiry_year: '2030',
            cvv: '123',
          },
        },
      },
      { 'idempotency-key': idem },
    );
  }

  it('gives a ticket per price of the highest rule the deposit reaches, in the deposit’s transaction', async () => {
    const { id } = await newLottery(-1, 24);
    const { userId, client } = await depositor();
    const small = await deposit(client, 1_500);
    expect(Payment.parse(small.body).state).toBe('succeeded');
    const declined = await client.post(
      '/api/player/payments/deposit',
      {
        payment: {
          method_id: 'card',
          amount_cents: 5_000,
          currency: 'USD',
          fields: {
            card_number: '4000 0000 0000 0002',
            card_holder: 'Ada Lovelace',
            expiry_month: '12',
            expiry_year: '2030',
            cvv: '123',
          },
        },
      },
      { 'idempotency-key': key() },
    );
    expect(Payment.parse(declined.body).state).toBe('declined');
    expect((await status(client, id)).tickets).toEqual([]);
    const idem = key();
    const medium = await deposit(client, 2_500, idem);
    expect(Payment.parse(medium.body).state).toBe('succeeded');
    expect((await status(client, id)).tickets.map((ticket) => [ticket.number, ticket.source])).toEqual([
      [1, 'deposit'],
      [2, 'deposit'],
    ]);
    await deposit(client, 2_500, idem);
    const large = await deposit(client, 12_000);
    expect(Payment.parse(large.body).state).toBe('succeeded');
    expect((await status(client, id)).tickets).toHaveLength(2 + 24);
    const [references] = await t.db.query<{ count: number }>(
      `select count(distinct reference)::integer as count from lottery_tickets where user_id = $1`,
      [userId],
    );
    expect(references?.count).toBe(26);
  });

  it('gives no more tickets than the player may hold', async () => {
    const { id } = await newLottery(-1, 24, { maxTicketsCountToPlayer: 3 });
    const { client } = await depositor();
    expect(Payment.parse((await deposit(client, 12_000)).body).state).toBe('succeeded');
    expect((await status(client, id)).tickets).toHaveLength(3);
  });
});

describe('the draw', () => {
  async function drawnLottery() {
    const { id } = await newLottery(-1, 2);
    await sellTicketsTo(id);
    const buyers = [await newPlayer(5_000, 'Orion'), await newPlayer(5_000, 'Vega'), await newPlayer(5_000)];
    for (const buyer of buyers) {
      const response = await exchange(buyer.client, { group: 'lottery_ticket_5', points: 900, currency: 'USD' });
      expect(response.status).toBe(201);
    }
    return { id, buyers };
  }

  it('draws at the end from the seed and the ticket list, publishes the seed and pays each place once', async () => {
    const { id, buyers } = await drawnLottery();
    expect((await drawDueLotteries(t.db, t.clock())).map((result) => result.lotteryId)).not.toContain(id);
    const cashBefore = await Promise.all(buyers.map((buyer) => cash(buyer.userId)));
    t.clock.advance(2 * HOUR_MS);
    const [drawn, again] = await Promise.all([drawDueLotteries(t.db, t.clock()), drawDueLotteries(t.db, t.clock())]);
    expect([...(drawn ?? []), ...(again ?? [])].filter((result) => result.lotteryId === id)).toHaveLength(1);
    expect(await drawDueLotteries(t.db, t.clock())).toEqual([]);

    const shown = await lottery(id);
    expect(shown.status).toBe('archive');
    expect(shown.finished_at).toBe(t.clock().toISOString());
    const seed = shown.draw.seed ?? '';
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(shown.draw.seed_hash);
    const list = await tickets(id);
    const redrawn = await drawLotteryWinners(
      seed,
      list.tickets.map((ticket) => ticket.number),
      shown.prizes.length,
    );
    expect(shown.draw.winners.map(({ award_place, ticket_number }) => ({ award_place, ticket_number }))).toEqual(
      redrawn,
    );
    expect(shown.draw.winners.map((winner) => winner.nickname)).toEqual(
      redrawn.map((winner) => list.tickets.find((ticket) => ticket.number === winner.ticket_number)?.nickname),
    );
    expect(shown.prizes.map((prize) => prize.nickname)).toEqual(shown.draw.winners.map((winner) => winner.nickname));

    const holders = await t.db.query<{ award_place: number; user_id: number }>(
      'select award_place, user_id from lottery_winners where lottery_id = $1 order by award_place',
      [id],
    );
    const first = holders[0]?.user_id;
    for (const [index, buyer] of buyers.entries()) {
      const won = buyer.userId === first ? 50_000 : 0;
      expect(await cash(buyer.userId)).toBe((cashBefore[index] ?? 0) + won);
    }
    const [gifts] = await t.db.query<{ freespins: number; bonuses: number; payouts: number }>(
      `select (select count(*) from freespins where group_key = $1)::integer as freespins,
         (select count(*) from bonuses where group_key = $1)::integer as bonuses,
         (select count(*) from ledger_transactions where kind = 'lottery_prize' and user_id = $2)::integer as payouts`,
      [`lottery:${id}`, first],
    );
    expect(gifts).toEqual({ freespins: 1, bonuses: 1, payouts: 1 });
    const winner = buyers.find((buyer) => buyer.userId === first);
    if (!winner) throw new Error('the first place went to nobody');
    const winnerClient = t.client();
    await winnerClient.signIn(winner.email);
    expect((await status(winnerClient, id)).prizes.map((prize) => prize.award_place)).toContain(1);
  });

  it('pays the places a stopped run drew but did not pay, once', async () => {
    const { id, buyers } = await drawnLottery();
    t.clock.advance(2 * HOUR_MS);
    await t.db.transaction((tx) => drawLottery(tx, id, t.clock()));
    const unpaid = await t.db.query('select 1 from lottery_prizes where lottery_id = $1 and paid_user_id is null', [
      id,
    ]);
    expect(unpaid).toHaveLength(3);
    await Promise.all([drawDueLotteries(t.db, t.clock()), drawDueLotteries(t.db, t.clock())]);
    const [paid] = await t.db.query<{ payouts: number; gifts: number }>(
      `select (select count(*) from ledger_transactions where kind = 'lottery_prize' and user_id = any ($2))::integer
         as payouts,
         (select count(*) from freespins where group_key = $1)::integer
         + (select count(*) from bonuses where group_key = $1)::integer as gifts`,
      [`lottery:${id}`, buyers.map((buyer) => buyer.userId)],
    );
    expect(paid).toEqual({ payouts: 1, gifts: 2 });
  });

  it('sells no ticket once drawn', async () => {
    const { id } = await newLottery(-1, 1);
    await sellTicketsTo(id);
    t.clock.advance(HOUR_MS);
    await drawDueLotteries(t.db, t.clock());
    const { client } = await newPlayer(1_000);
    const response = await exchange(client, { group: 'lottery_ticket_1', points: 200, currency: 'USD' });
    expect(ExchangeRefusal.parse(response.body).code).toBe('lottery_not_running');
  });

  it('closes a lottery without tickets with no winners and pays nothing', async () => {
    const { id } = await newLottery(-1, 1);
    t.clock.advance(HOUR_MS);
    const drawn = await drawDueLotteries(t.db, t.clock());
    expect(drawn.find((result) => result.lotteryId === id)).toEqual({ lotteryId: id, winners: [] });
    const shown = await lottery(id);
    expect(shown.draw).toMatchObject({ drawn_at: t.clock().toISOString(), winners: [] });
    expect(shown.draw.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(shown.prizes.every((prize) => prize.nickname === null)).toBe(true);
  });
});
