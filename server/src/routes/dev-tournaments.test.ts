import { Tournament } from '@casino/sdk/contract';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function tournamentCount() {
  const [row] = await t.db.query<{ count: number }>('select count(*)::integer as count from tournaments');
  return row?.count ?? 0;
}

describe('POST /dev/tournaments', () => {
  it('creates a running tournament that ends the given seconds ahead, with its prizes', async () => {
    const response = await t.client().post('/dev/tournaments', {
      frontend_identifier: 'e2e-ends-soon',
      strategy: 'win',
      ends_in_seconds: 3,
      user_confirmation_required: true,
      prizes: [
        { award_place: 1, money_award_cents: 2_500 },
        { award_place: 2, freespins_count: 5, freespins_game: 'goldcrest/golden-rocket', freespins_bet_cents: 10 },
      ],
    });
    expect(response.status, response.text).toBe(201);
    const tournament = Tournament.parse(response.body);
    expect(tournament).toMatchObject({
      frontend_identifier: 'e2e-ends-soon',
      strategy: 'win',
      status: 'active',
      currency: 'USD',
      user_confirmation_required: true,
      money_prize_pool_cents: 2_500,
      start_at: t.clock().toISOString(),
      end_at: new Date(t.clock().getTime() + 3_000).toISOString(),
    });
    expect(tournament.prizes).toHaveLength(2);
    const again = await t.client().get('/api/tournaments/e2e-ends-soon');
    expect(Tournament.parse(again.body).id).toBe(tournament.id);
  });

  it('refuses bad fields with 422 and creates nothing', async () => {
    const before = await tournamentCount();
    for (const [body, field] of [
      [{ ends_in_seconds: 0 }, 'ends_in_seconds'],
      [{ starts_in_seconds: 20, ends_in_seconds: 10 }, 'ends_in_seconds'],
      [{ strategy: 'points' }, 'strategy'],
      [{ currency: 'XXX' }, 'currency'],
      [{ frontend_identifier: 'Has Spaces' }, 'frontend_identifier'],
      [{ prizes: [{ award_place: 1 }, { award_place: 1 }] }, 'prizes'],
      [{ prizes: [{ award_place: 1, freespins_count: 3 }] }, 'prizes'],
    ] as const) {
      const response = await t.client().post('/dev/tournaments', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body).toMatchObject({ errors: { [field]: [expect.any(String)] } });
    }
    expect(await tournamentCount()).toBe(before);
  });

  it('answers only this machine', async () => {
    const before = await tournamentCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/tournaments',
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(await tournamentCount()).toBe(before);
  });
});

describe('POST /dev/tournaments/{id}/end', () => {
  it('ends a running tournament now, once, for the close job', async () => {
    const created = Tournament.parse(
      (await t.client().post('/dev/tournaments', { starts_in_seconds: -60, ends_in_seconds: 600 })).body,
    );
    const response = await t.client().post(`/dev/tournaments/${created.frontend_identifier}/end`, {});
    expect(response.status, response.text).toBe(200);
    expect(Tournament.parse(response.body)).toMatchObject({
      id: created.id,
      status: 'archive',
      end_at: t.clock().toISOString(),
      finished_at: null,
    });
    const again = await t.client().post(`/dev/tournaments/${created.id}/end`, {});
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ errors: { tournament: ['is not running'] } });
    const unknown = await t.client().post('/dev/tournaments/no-such-tournament/end', {});
    expect(unknown.status).toBe(404);
  });
});
