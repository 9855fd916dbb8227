import { Lottery, RateCardList } from '@casino/sdk/contract';
import { drawDueLotteries } from '../lotteries/draw-lotteries';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function lotteryCount() {
  const [row] = await t.db.query<{ count: number }>('select count(*)::integer as count from lotteries');
  return row?.count ?? 0;
}

describe('POST /dev/lotteries', () => {
  it('creates a running lottery ending seconds ahead whose tickets the Rocket Mart sells first', async () => {
    const response = await t.client().post('/dev/lotteries', {
      title: 'Browser test lottery',
      ends_in_seconds: 3,
      prizes: [{ money_award_cents: 2_500 }, { bonus_amount_cents: 1_000, wager_multiplier: 30 }],
      deposit_scale_rules: [{ currency: 'USD', from_amount_cents: 1_000, price_cents: 1_000 }],
    });
    expect(response.status).toBe(201);
    const lottery = Lottery.parse(response.body);
    expect(lottery).toMatchObject({
      title: 'Browser test lottery',
      status: 'active',
      currency: 'USD',
      end_at: new Date(t.clock().getTime() + 3_000).toISOString(),
      draw: { seed: null, winners: [] },
    });
    expect(lottery.prizes.map((prize) => [prize.award_place, prize.money_award_cents])).toEqual([
      [1, 2_500],
      [2, 0],
    ]);
    const cards = RateCardList.parse((await t.client().get('/api/comp_points/rates/lotteries')).body);
    expect(cards.every((card) => card.lottery_ids?.[0] === lottery.id)).toBe(true);
    t.clock.advance(3_000);
    const drawn = await drawDueLotteries(t.db, t.clock());
    expect(drawn.map((result) => result.lotteryId)).toContain(lottery.id);
  });

  it('refuses a malformed body with 422 naming the fields, and creates nothing', async () => {
    const before = await lotteryCount();
    const bodies: [Record<string, unknown>, string][] = [
      [{ ends_in_seconds: 0 }, 'ends_in_seconds'],
      [{ starts_in_seconds: 20, ends_in_seconds: 10 }, 'ends_in_seconds'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ frontend_identifier: 'Not A Slug' }, 'frontend_identifier'],
      [{ prizes: [{ freespins_count: 10 }] }, 'prizes'],
    ];
    for (const [body, field] of bodies) {
      const response = await t.client().post('/dev/lotteries', body);
      expect([body, response.status]).toEqual([body, 422]);
      expect(Object.keys((response.body as { errors: object }).errors)).toEqual([field]);
    }
    expect(await lotteryCount()).toBe(before);
  });

  it('refuses a client elsewhere with 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/lotteries',
      remoteAddress: '203.0.113.7',
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /dev/lotteries/{id}/end', () => {
  it('ends a running lottery now, once, for the draw job', async () => {
    const created = Lottery.parse(
      (await t.client().post('/dev/lotteries', { starts_in_seconds: -60, ends_in_seconds: 600 })).body,
    );
    const response = await t.client().post(`/dev/lotteries/${created.frontend_identifier}/end`, {});
    expect(response.status, response.text).toBe(200);
    expect(Lottery.parse(response.body)).toMatchObject({
      id: created.id,
      status: 'archive',
      end_at: t.clock().toISOString(),
      finished_at: null,
    });
    const again = await t.client().post(`/dev/lotteries/${created.id}/end`, {});
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ errors: { lottery: ['is not running'] } });
    const unknown = await t.client().post('/dev/lotteries/no-such-lottery/end', {});
    expect(unknown.status).toBe(404);
  });
});
