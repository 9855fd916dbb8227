import { ExchangeResult, Lootbox } from '@casino/sdk/contract';
import { issueBonus } from '../bonuses/issue-bonus';
import { issueFreespins } from '../freespins/issue-freespins';
import { postCompPoints } from '../loyalty/comp-points';
import { ROCKET_MART_GROUP_KEY } from '../loyalty/rocket-mart/exchange';
import { WHEEL_SPIN_CARD } from '../loyalty/wheel/wheel-config';
import { createFundedPlayer } from './funded-player';
import { checkLoyaltyOnce, LOYALTY_ONCE } from './loyalty-invariants';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('checkLoyaltyOnce', () => {
  it('passes exchanges and boxes applied once, and finds extra claims, postings, spending and gifts', async () => {
    const email = 'loyalty-once@points.test';
    const userId = await t.db.transaction(async (tx) => {
      const id = await createFundedPlayer(tx, email, 10_000, t.clock(), 'EUR');
      await postCompPoints(
        tx,
        { userId: id, reason: 'adjustment', reference: 'test:loyalty-once', chargeable: 20_000, persistent: 20_000 },
        t.clock(),
        { publish: false },
      );
      return id;
    });
    const client = t.client();
    await client.signIn(email);
    const exchange = async (type: string, group: string, points: number, key: string, quantity = 1) => {
      const response = await client.post(
        `/api/comp_points/exchange/${type}`,
        { exchange: { group, points, currency: 'EUR', quantity } },
        { 'idempotency-key': key },
      );
      expect(response.status).toBe(201);
      return ExchangeResult.parse(response.body);
    };
    const money = await exchange('money', 'money_1', 100, 'x-money');
    await exchange('freespins', 'freespins_10', 120, 'x-spins');
    const boxes = await exchange('lootboxes', 'lootbox_astro', 4_000, 'x-boxes', 2);
    await exchange('lootboxes', WHEEL_SPIN_CARD, 1_500, 'x-wheel');
    const spin = await client.post('/api/player/wheel/spins', {}, { 'idempotency-key': 'x-page-spin' });
    expect(spin.status).toBe(201);
    const boxIds = boxes.issued.flatMap((issued) => (issued.kind === 'lootbox' ? [issued.id] : []));
    for (const id of [...boxIds, Lootbox.parse(spin.body).id]) {
      expect((await client.post(`/api/player/lootboxes/${id}/activation`, {})).status).toBe(200);
    }
    expect(await checkLoyaltyOnce(t.db, [userId])).toEqual(LOYALTY_ONCE);

    // a second key claiming the money exchange; an exchange with no journal entry; points spent as an exchange that
    // does not exist; a loot box's gift that no box paid; and shop free spins that no exchange bought
    await t.db.query(
      `insert into idempotency_keys (user_id, key, request_hash, response_status, response_body, created_at)
       select user_id, 'x-money-again', request_hash, response_status, response_body, created_at
       from idempotency_keys where user_id = $1 and key = 'x-money'`,
      [userId],
    );
    const [ghost] = await t.db.query<{ id: number }>(
      `insert into comp_point_exchanges (user_id, group_key, type, currency, quantity, points, created_at)
       values ($1, 'money_1', 'money', 'EUR', 1, 100, now()) returning id`,
      [userId],
    );
    await t.db.transaction((tx) =>
      postCompPoints(
        tx,
        { userId, reason: 'exchange', reference: 'exchange:unknown', chargeable: -10, persistent: 0 },
        t.clock(),
        { publish: false },
      ),
    );
    const later = new Date(t.clock().getTime() + 86_400_000);
    const gift = await t.db.transaction((tx) =>
      issueBonus(
        tx,
        {
          userId,
          strategy: 'gift',
          title: 'Unboxed',
          currency: 'EUR',
          amountCents: 100,
          wagerMultiplier: 1,
          groupKey: 'lootbox_astro',
          activatableUntil: later,
          validUntil: later,
        },
        t.clock(),
      ),
    );
    await t.db.transaction((tx) =>
      issueFreespins(
        tx,
        {
          userId,
          strategy: 'gift',
          title: 'Unbought',
          currency: 'EUR',
          games: ['pragmaticplay/starlight-ninja'],
          count: 5,
          betLevelCents: 1,
          wagerMultiplier: 0,
          groupKey: ROCKET_MART_GROUP_KEY,
          activatableUntil: later,
          validUntil: later,
        },
        t.clock(),
      ),
    );
    expect(await checkLoyaltyOnce(t.db, [userId])).toEqual({
      exchangesNotOnce: [money.id, ghost?.id],
      exchangePostings: [ghost?.id],
      exchangeGifts: [userId],
      unexplainedSpending: ['exchange:unknown'],
      lootboxPayouts: [`bonus:${gift.id}`],
    });
  });
});
