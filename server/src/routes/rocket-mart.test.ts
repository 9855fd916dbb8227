import {
  CmsPage,
  CompPoints,
  CompsAward,
  EXCHANGE_REFUSALS,
  ExchangeRefusal,
  ExchangeResult,
  PromotionPagesConfig,
  RateCardList,
  SpecialRewardRequestList,
} from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { postOpeningBalance } from '../ledger/opening-balance';
import { postCompPoints } from '../loyalty/comp-points';
import { closeSpecialRewardRequest, openSpecialRewardRequests } from '../loyalty/rocket-mart/special-reward-requests';
import { openAccount } from '../players/accounts';
import { addGroups } from '../players/groups';
import { GROUP } from '../seed/groups';
import { checkCompPoints } from '../testing/comp-point-invariants';
import { createFundedPlayer } from '../testing/funded-player';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { createSeededRandom } from '../testing/seeded-random';
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

let players = 0;
let keys = 0;
const key = () => `exchange-${++keys}`;

/** A new player with a USD wallet (and an EUR one), `points` chargeable points, signed in. */
async function newPlayer(points: number, options: { groups?: number[]; canIssueBonuses?: boolean } = {}) {
  const email = `mart-${++players}@points.test`;
  const userId = await t.db.transaction(async (tx) => {
    const id = await createFundedPlayer(tx, email, 1_000, t.clock());
    await openAccount(tx, id, 'EUR', t.clock());
    await postOpeningBalance(tx, id, { currency: 'EUR', cashCents: 1_000, bonusCents: 0 }, t.clock());
    if (options.groups) await addGroups(tx, id, options.groups, t.clock());
    if (options.canIssueBonuses === false) {
      await tx.query('update users set can_issue_bonuses = false where id = $1', [id]);
    }
    if (points > 0) await give(tx, id, points);
    return id;
  });
  const client = t.client();
  await client.signIn(email);
  return { userId, client };
}

let grants = 0;
function give(tx: Queryable, userId: number, points: number) {
  return postCompPoints(
    tx,
    { userId, reason: 'adjustment', reference: `test-grant:${++grants}`, chargeable: points, persistent: points },
    t.clock(),
    { publish: false },
  );
}

function exchange(client: TestClient, type: string, body: Record<string, unknown>, idem = key()) {
  return client.post(`/api/comp_points/exchange/${type}`, { exchange: body }, { 'idempotency-key': idem });
}

async function points(client: TestClient) {
  const response = await client.get('/api/player/comp_points');
  expect(response.status).toBe(200);
  return CompPoints.parse(response.body);
}

async function cash(userId: number, currency = 'USD') {
  const [row] = await t.db.query<{ balance_cents: number }>(
    `select balance_cents from ledger_accounts where user_id = $1 and currency = $2 and kind = 'cash'`,
    [userId, currency],
  );
  return row?.balance_cents ?? 0;
}

/** Everything an exchange could have changed for a player. */
async function footprint(userId: number) {
  const [row] = await t.db.query<Record<string, number>>(
    `select (select count(*) from comp_point_exchanges where user_id = $1) as exchanges,
       (select count(*) from comp_point_entries where user_id = $1) as entries,
       (select count(*) from freespins where user_id = $1) as freespins,
       (select count(*) from bonuses where user_id = $1) as bonuses,
       (select count(*) from lootboxes where user_id = $1) as lootboxes,
       (select count(*) from special_reward_requests where user_id = $1) as requests,
       (select count(*) from ledger_transactions where user_id = $1) as transactions,
       (select count(*) from idempotency_keys where user_id = $1) as keys,
       (select count(*) from realtime_events where user_id = $1) as events`,
    [userId],
  );
  return { ...row, cash: await cash(userId) };
}

async function rates(type: string) {
  const response = await t.client().get(`/api/comp_points/rates/${type}`);
  expect(response.status).toBe(200);
  return RateCardList.parse(response.body);
}

describe('GET /api/comp_points/rates/{type}', () => {
  it('answers the seeded money cards with a price in every currency, to guests too', async () => {
    const money = await rates('money');
    expect(money.map((card) => card.group)).toEqual([
      'money_1',
      'money_5',
      'money_11',
      'money_28',
      'money_58',
      'money_120',
    ]);
    const first = money[0];
    expect(first).toMatchObject({ type: 'money', wager: 0, rate: { points: 100 }, requires_bonuses: false });
    expect(first?.rates).toContainEqual({ points: 100, currency: 'EUR', amount_cents: 100 });
    expect(first?.rates).toContainEqual({ points: 100, currency: 'JPY', amount_cents: 160 });
    expect(money.at(-1)?.rates).toContainEqual({ points: 10_000, currency: 'USD', amount_cents: 12_000 });
    expect(money.find((card) => card.group === 'money_11')?.label).toBe('popular');
  });

  it('answers free-spin cards with their spins, games and game titles, and the other types', async () => {
    const spins = await rates('freespins');
    expect(spins[0]).toMatchObject({
      group: 'freespins_10',
      rate: { points: 120, freespins_count: 10 },
      games: ['pragmaticplay/starlight-ninja'],
      game_titles: { 'pragmaticplay/starlight-ninja': 'Starlight Ninja' },
      requires_bonuses: true,
      label: 'new',
    });
    expect(spins[0]?.rates).toContainEqual({ points: 120, currency: 'EUR', amount_cents: 1 });
    expect((await rates('lootboxes')).map((card) => card.group)).toEqual(['lootbox_astro', 'wheel_rocketmart']);
    const special = await rates('special');
    expect(special.map((card) => [card.group, card.requires_bonuses])).toEqual([
      ['special_birthday', true],
      ['special_priority_cashout', false],
      ['special_manager_call', false],
    ]);
    expect(special.every((card) => card.description !== undefined)).toBe(true);
    expect((await rates('lotteries')).length).toBe(2);
  });

  it('answers 404 for a type that does not exist', async () => {
    const response = await t.client().get('/api/comp_points/rates/cars');
    expect(response.status).toBe(404);
  });
});

describe('GET /api/fe/config/manage-promotion-pages', () => {
  it('answers the seeded switches: Rocket Mart, Rocket Chance, lotteries and mystic jackpots on', async () => {
    const response = await t.client().get('/api/fe/config/manage-promotion-pages');
    expect(response.status).toBe(200);
    expect(PromotionPagesConfig.parse(response.body)).toEqual({
      rocket_mart: { enabled: true },
      rocket_chance: { enabled: true },
      lotteries: { enabled: true },
      mystic_jackpots: { enabled: true },
      vip_adventure: { enabled: false },
    });
  });
});

describe('GET /api/cms/pages/{slug}', () => {
  it('answers the rocket-mart page in the language asked for, else English', async () => {
    const page = async (headers: Record<string, string>, query = '') => {
      const response = await t.client().get(`/api/cms/pages/rocket-mart${query}`, headers);
      expect(response.status).toBe(200);
      return CmsPage.parse(response.body);
    };
    expect(await page({})).toMatchObject({ slug: 'rocket-mart', locale: 'en', title: 'How the Rocket Mart works' });
    expect((await page({ 'accept-language': 'de-AT,de;q=0.9' })).locale).toBe('de');
    expect((await page({ 'accept-language': 'en-AU' })).locale).toBe('en');
    expect((await page({ 'accept-language': 'ja' })).locale).toBe('en');
    expect((await page({ 'accept-language': 'de' }, '?l=it')).locale).toBe('it');
    expect((await page({}, '?l=fr-CA')).title).toBe('Comment fonctionne le Rocket Mart');
  });

  it('answers 404 for a page that does not exist', async () => {
    expect((await t.client().get('/api/cms/pages/nothing-here')).status).toBe(404);
  });

  it('serves HTML of p, ul, li, strong, a, h2 and h3 only in every seeded language', async () => {
    for (const locale of ['en', 'de', 'fr-CA', 'no', 'it', 'et']) {
      const page = CmsPage.parse((await t.client().get(`/api/cms/pages/rocket-mart?l=${locale}`)).body);
      expect(page.locale).toBe(locale);
      const tags = [...page.content.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]);
      expect(new Set(tags)).toEqual(new Set(['h2', 'p', 'strong', 'ul', 'li', 'h3', 'a']));
    }
  });
});

describe('POST /api/comp_points/exchange/money', () => {
  it('pays cash through the ledger, spends the points once, and publishes comps_award', async () => {
    const { userId, client } = await newPlayer(1_250);
    const response = await exchange(client, 'money', { group: 'money_5', points: 500, currency: 'USD', quantity: 2 });
    expect(response.status).toBe(201);
    const result = ExchangeResult.parse(response.body);
    expect(result).toEqual({
      id: expect.any(Number),
      type: 'money',
      group: 'money_5',
      quantity: 2,
      points: 1_000,
      issued: [{ kind: 'cash', currency: 'USD', amount_cents: 1_050 }],
      comp_points: { chargeable: { points: 250 }, persistent: { points: 1_250 } },
    });
    expect(await cash(userId)).toBe(1_000 + 1_050);
    expect(await points(client)).toEqual(result.comp_points);
    const entries = await t.db.query<{ reference: string; points: number }>(
      `select reference, points::int from comp_point_entries where user_id = $1 and reason = 'exchange'`,
      [userId],
    );
    expect(entries).toEqual([{ reference: `exchange:${result.id}`, points: -1_000 }]);
    const legs = await t.db.query<{ kind: string; amount_cents: number }>(
      `select a.kind, e.amount_cents from ledger_entries e join ledger_accounts a on a.id = e.account_id
       join ledger_transactions x on x.id = e.transaction_id
       where x.user_id = $1 and x.kind = 'comp_points_exchange' order by a.kind`,
      [userId],
    );
    expect(legs).toEqual([
      { kind: 'cash', amount_cents: 1_050 },
      { kind: 'house_loyalty', amount_cents: -1_050 },
    ]);
    const [award] = await t.db.query<{ data: unknown }>(
      `select data from realtime_events where user_id = $1 and channel = 'comps_award'`,
      [userId],
    );
    expect(CompsAward.parse(award?.data)).toMatchObject({
      awarded: { chargeable: -1_000, persistent: 0 },
      reason: 'exchange',
    });
  });

  it('answers a retry with the same Idempotency-Key with the first answer, and spends nothing more', async () => {
    const { userId, client } = await newPlayer(300);
    const body = { group: 'money_1', points: 100, currency: 'EUR' };
    const first = await exchange(client, 'money', body, 'retry-me');
    const again = await exchange(client, 'money', body, 'retry-me');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await points(client)).toMatchObject({ chargeable: { points: 200 } });
    expect(await cash(userId, 'EUR')).toBe(1_000 + 100);
    const other = await exchange(client, 'money', { ...body, group: 'money_5', points: 500 }, 'retry-me');
    expect(other.status).toBe(422);
  });

  it('pays the last affordable reward once among 50 concurrent exchanges', async () => {
    const { userId, client } = await newPlayer(100);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => exchange(client, 'money', { group: 'money_1', points: 100, currency: 'USD' })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers
      .filter((answer) => answer.status === 422)
      .map((answer) => ExchangeRefusal.parse(answer.body));
    expect(refused).toHaveLength(49);
    expect(refused.every((body) => body.code === 'insufficient_points' && body.missing_points === 100)).toBe(true);
    expect(await cash(userId)).toBe(1_000 + 100);
    expect(await points(client)).toMatchObject({ chargeable: { points: 0 } });
  });
});

describe('refused exchanges change nothing', () => {
  it('answers 401 to a guest', async () => {
    const response = await exchange(t.client(), 'money', { group: 'money_1', points: 100, currency: 'EUR' });
    expect(response.status).toBe(401);
  });

  it('answers each refusal with its status, code and message, and leaves everything as it was', async () => {
    const { userId, client } = await newPlayer(350);
    const before = await footprint(userId);
    const refusals: [string, Record<string, unknown>, number, string | null][] = [
      ['cars', { group: 'money_1', points: 100, currency: 'USD' }, 404, null],
      ['money', { group: 'money_1', points: 100 }, 422, null],
      ['money', { group: 'money_1', points: 0, currency: 'USD' }, 422, null],
      ['money', { group: 'money_1', points: 100, currency: 'USD', quantity: 0 }, 422, null],
      ['money', { group: 'money_1', points: 100, currency: 'USD', quantity: 101 }, 422, null],
      ['money', { group: 'money_1', points: 100, currency: 'USD', quantity: 1.5 }, 422, null],
      ['money', { group: 'money_1', points: 100, currency: 'GBP' }, 422, null],
      ['money', { group: 'no_such_card', points: 100, currency: 'USD' }, 422, 'unknown_reward'],
      ['freespins', { group: 'money_1', points: 100, currency: 'USD' }, 422, 'unknown_reward'],
      ['money', { group: 'money_1', points: 90, currency: 'USD' }, 422, 'price_changed'],
      ['money', { group: 'money_5', points: 500, currency: 'USD' }, 422, 'insufficient_points'],
      ['money', { group: 'money_1', points: 100, currency: 'USD', quantity: 4 }, 422, 'insufficient_points'],
      [
        'lotteries',
        { group: 'lottery_ticket_1', points: 200, currency: 'USD', lottery_id: 999_999 },
        422,
        'unknown_reward',
      ],
    ];
    for (const [type, body, status, code] of refusals) {
      const response = await exchange(client, type, body);
      expect([type, body, response.status]).toEqual([type, body, status]);
      if (code !== null) expect(ExchangeRefusal.parse(response.body).code).toBe(code);
    }
    expect(await footprint(userId)).toEqual(before);
    expect(await points(client)).toMatchObject({ chargeable: { points: 350 } });
  });

  it('refuses writing a loot box card whose configuration does not exist', async () => {
    await expect(
      t.db.query(
        `insert into comp_point_rates (group_key, type, position, title, points, lootbox_group_key)
         values ('lootbox_ghost', 'lootboxes', 99, 'Ghost box', 100, 'lootbox_no_such_config')`,
      ),
    ).rejects.toThrow(/comp_point_rates_lootbox_config/);
  });

  it('answers 422 for a loot box whose configuration has no prize table for the player, and changes nothing', async () => {
    await t.db.transaction(async (tx) => {
      await tx.query(
        `insert into lootbox_configs (group_key, title, valid_days) values ('lootbox_vip_only', 'VIP', 7)`,
      );
      await tx.query(
        `insert into lootbox_prizes (group_key, segment_key, position, weight, label, description, bonus)
         select 'lootbox_vip_only', '${GROUP.vipClub}', position, weight, label, description, bonus
         from lootbox_prizes where group_key = 'lootbox_astro' and segment_key = 'default'`,
      );
      await tx.query(
        `insert into comp_point_rates (group_key, type, position, title, points, lootbox_group_key, active)
         values ('lootbox_vip_only', 'lootboxes', 99, 'VIP box', 100, 'lootbox_vip_only', true)`,
      );
    });
    try {
      const { userId, client } = await newPlayer(300);
      const before = await footprint(userId);
      const body = { group: 'lootbox_vip_only', points: 100, currency: 'USD' };
      const refused = await exchange(client, 'lootboxes', body);
      expect(refused.status).toBe(422);
      expect(ExchangeRefusal.parse(refused.body)).toEqual({
        code: 'unknown_reward',
        errors: { group: ['is a loot box that cannot be given to you now'] },
      });
      expect(await footprint(userId)).toEqual(before);
      const vip = await newPlayer(300, { groups: [GROUP.vipClub] });
      expect((await exchange(vip.client, 'lootboxes', body)).status).toBe(201);
    } finally {
      await t.db.query(`update comp_point_rates set active = false where group_key = 'lootbox_vip_only'`);
    }
  });

  it('states the missing amount of too few points', async () => {
    const { client } = await newPlayer(250);
    const response = await exchange(client, 'money', { group: 'money_5', points: 500, currency: 'EUR' });
    expect(response.status).toBe(422);
    expect(ExchangeRefusal.parse(response.body)).toEqual({
      errors: { points: ['250 more points needed'] },
      code: 'insufficient_points',
      missing_points: 250,
    });
  });

  it('refuses a multi-account player (group 100) any exchange', async () => {
    const { userId, client } = await newPlayer(1_000, { groups: [GROUP.multiAccount] });
    const before = await footprint(userId);
    const response = await exchange(client, 'money', { group: 'money_1', points: 100, currency: 'USD' });
    expect(response.status).toBe(422);
    expect(ExchangeRefusal.parse(response.body)).toEqual({
      errors: { base: [EXCHANGE_REFUSALS.multi_account] },
      code: 'multi_account',
    });
    expect(await footprint(userId)).toEqual(before);
  });

  it('refuses a gift to a player who cannot receive bonuses, and still pays cash and takes requests', async () => {
    const { userId, client } = await newPlayer(5_000, { canIssueBonuses: false });
    const before = await footprint(userId);
    for (const [type, group, price] of [
      ['freespins', 'freespins_10', 120],
      ['lootboxes', 'lootbox_astro', 4_000],
      ['special', 'special_birthday', 2_000],
    ] as const) {
      const response = await exchange(client, type, { group, points: price, currency: 'USD' });
      expect(response.status).toBe(422);
      expect(ExchangeRefusal.parse(response.body).code).toBe('bonuses_disabled');
    }
    expect(await footprint(userId)).toEqual(before);
    const money = await exchange(client, 'money', { group: 'money_1', points: 100, currency: 'USD' });
    expect(money.status).toBe(201);
    const request = await exchange(client, 'special', {
      group: 'special_priority_cashout',
      points: 3_000,
      currency: 'USD',
    });
    expect(request.status).toBe(201);
    expect(ExchangeResult.parse(request.body).issued).toEqual([
      { kind: 'request', id: expect.any(Number), status: 'open' },
    ]);
  });
});

describe('POST /api/comp_points/exchange/{type}', () => {
  it('issues free spins through the free-spin engine: one record of every spin bought', async () => {
    const { client } = await newPlayer(300);
    const response = await exchange(client, 'freespins', {
      group: 'freespins_10',
      points: 120,
      currency: 'EUR',
      quantity: 2,
    });
    expect(response.status).toBe(201);
    const result = ExchangeResult.parse(response.body);
    expect(result).toMatchObject({ points: 240, comp_points: { chargeable: { points: 60 } } });
    const [issued] = result.issued;
    if (issued?.kind !== 'freespins') throw new Error(`expected free spins, got ${JSON.stringify(issued)}`);
    expect(issued.freespins_count).toBe(20);
    const list = await client.get('/api/player/freespins');
    expect(list.body).toEqual([
      expect.objectContaining({
        id: issued.id,
        freespins_total: 20,
        bet_level: 1,
        currency: 'EUR',
        games: ['pragmaticplay/starlight-ninja'],
        stage: 'issued',
        group_key: 'rocket_mart',
        wager_multiplier: 30,
      }),
    ]);
  });

  it('issues loot boxes, one per item, in the player’s currency', async () => {
    const { userId, client } = await newPlayer(8_000);
    const response = await exchange(client, 'lootboxes', {
      group: 'lootbox_astro',
      points: 4_000,
      currency: 'USD',
      quantity: 2,
    });
    expect(response.status).toBe(201);
    const result = ExchangeResult.parse(response.body);
    expect(result.issued.map((item) => item.kind)).toEqual(['lootbox', 'lootbox']);
    const boxes = await t.db.query<{ id: number; group_key: string; stage: string; currency: string }>(
      'select id, group_key, stage, currency from lootboxes where user_id = $1 order by id',
      [userId],
    );
    expect(boxes).toEqual(
      result.issued.map((item) => ({
        id: item.kind === 'lootbox' ? item.id : -1,
        group_key: 'lootbox_astro',
        stage: 'issued',
        currency: 'USD',
      })),
    );
  });

  it('gives a special reward as a bonus, or as a request for the support team', async () => {
    const { userId, client } = await newPlayer(7_000);
    const bonus = ExchangeResult.parse(
      (await exchange(client, 'special', { group: 'special_birthday', points: 2_000, currency: 'EUR' })).body,
    );
    expect(bonus.issued).toEqual([{ kind: 'bonus', id: expect.any(Number), currency: 'EUR', amount_cents: 2_500 }]);
    const bonuses = await client.get('/api/player/bonuses');
    expect(bonuses.body).toEqual([
      expect.objectContaining({ title: 'Birthday bonus €25', amount_cents: 2_500, stage: 'issued', strategy: 'gift' }),
    ]);
    const call = ExchangeResult.parse(
      (await exchange(client, 'special', { group: 'special_manager_call', points: 5_000, currency: 'EUR' })).body,
    );
    expect(call.issued).toEqual([{ kind: 'request', id: expect.any(Number), status: 'open' }]);
    const requests = await t.db.query<{ group_key: string; status: string }>(
      'select group_key, status from special_reward_requests where user_id = $1',
      [userId],
    );
    expect(requests).toEqual([{ group_key: 'special_manager_call', status: 'open' }]);
    expect(await points(client)).toMatchObject({ chargeable: { points: 0 }, persistent: { points: 7_000 } });
  });
});

describe('special reward requests', () => {
  it('shows the player their requests, which support fulfils, or cancels with the points given back', async () => {
    expect((await t.client().get('/api/player/special_reward_requests')).status).toBe(401);
    const { userId, client } = await newPlayer(8_000);
    const buy = async (group: string, points: number) => {
      const result = ExchangeResult.parse((await exchange(client, 'special', { group, points, currency: 'EUR' })).body);
      const [issued] = result.issued;
      return issued?.kind === 'request' ? issued.id : -1;
    };
    const call = await buy('special_manager_call', 5_000);
    const priority = await buy('special_priority_cashout', 3_000);
    const listed = async () => {
      const response = await client.get('/api/player/special_reward_requests');
      expect(response.status).toBe(200);
      return SpecialRewardRequestList.parse(response.body);
    };
    expect(await listed()).toEqual([
      {
        id: priority,
        group: 'special_priority_cashout',
        title: 'Priority withdrawals for 30 days',
        points: 3_000,
        status: 'open',
        created_at: t.clock().toISOString(),
        closed_at: null,
      },
      expect.objectContaining({ id: call, group: 'special_manager_call', points: 5_000, status: 'open' }),
    ]);
    const queue = (await openSpecialRewardRequests(t.db)).filter((request) => request.user_id === userId);
    expect(queue.map((request) => request.id)).toEqual([call, priority]);

    await t.db.transaction((tx) => closeSpecialRewardRequest(tx, call, 'fulfilled', t.clock()));
    await t.db.transaction((tx) => closeSpecialRewardRequest(tx, priority, 'canceled', t.clock()));
    await expect(
      t.db.transaction((tx) => closeSpecialRewardRequest(tx, priority, 'canceled', t.clock())),
    ).rejects.toThrow(/canceled already/);
    expect((await listed()).map((request) => [request.id, request.status, request.closed_at])).toEqual([
      [priority, 'canceled', t.clock().toISOString()],
      [call, 'fulfilled', t.clock().toISOString()],
    ]);
    // the canceled request's points came back once; a fulfilled one's stay spent
    expect(await points(client)).toMatchObject({ chargeable: { points: 3_000 }, persistent: { points: 8_000 } });
    const [refund] = await t.db.query<{ data: unknown }>(
      `select data from realtime_events where user_id = $1 and channel = 'comps_award' order by seq desc limit 1`,
      [userId],
    );
    expect(CompsAward.parse(refund?.data)).toMatchObject({ awarded: { chargeable: 3_000 }, reason: 'adjustment' });
  });
});

describe('the comp point journal after a randomised run', () => {
  it('sums to every balance, and every spent point is an exchange of the journal', async () => {
    const random = createSeededRandom(14);
    const party = await Promise.all([newPlayer(2_000), newPlayer(500), newPlayer(0)]);
    const cards = [
      ['money', 'money_1', 100],
      ['money', 'money_5', 500],
      ['freespins', 'freespins_10', 120],
      ['special', 'special_priority_cashout', 3_000],
    ] as const;
    let exchanged = 0;
    for (let step = 0; step < 20; step++) {
      // three operations at once: exchanges racing each other and grants of points
      const answers = await Promise.all(
        Array.from({ length: 3 }, async () => {
          const player = random.pick(party);
          if (random.chance(0.2)) {
            await t.db.transaction((tx) => give(tx, player.userId, random.int(1, 400)));
            return null;
          }
          const [type, group, price] = random.pick(cards);
          const body = { group, points: price, currency: 'USD', quantity: random.int(1, 3) };
          return (await exchange(player.client, type, body)).status;
        }),
      );
      for (const status of answers) {
        if (status !== null) expect([201, 422]).toContain(status);
        if (status === 201) exchanged++;
      }
    }
    expect(exchanged).toBeGreaterThan(5);
    for (const { userId, client } of party) {
      const [spent] = await t.db.query<{ exchanged: number; journal: number }>(
        `select coalesce((select sum(points) from comp_point_exchanges where user_id = $1), 0) as exchanged,
           coalesce((select -sum(points) from comp_point_entries where user_id = $1 and reason = 'exchange'), 0) as journal`,
        [userId],
      );
      expect(Number(spent?.exchanged)).toBe(Number(spent?.journal));
      expect((await points(client)).chargeable.points).toBeGreaterThanOrEqual(0);
    }
  });
});
