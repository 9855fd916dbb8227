import { AdventureCalendar } from '@casino/sdk/contract';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /dev/vip-adventures', () => {
  it('creates an adventure starting today that the calendar then shows', async () => {
    const response = await t.client().post('/dev/vip-adventures', {
      title: 'E2E adventure',
      days: [
        { minDep: 2_000, prize: { type: 'bonus', amount_cents: 700, title: 'Seven euros' } },
        {
          wager: 5_000,
          periodActivationDays: 2,
          prize: { type: 'fs', freespins_count: 5, game: 'goldcrest/golden-rocket', bet_cents: 10 },
        },
      ],
    });
    expect(response.status, response.text).toBe(201);
    const calendar = AdventureCalendar.parse(response.body);
    expect(calendar).toMatchObject({ title: 'E2E adventure', currency: 'EUR' });
    expect(calendar.days.map((day) => [day.date, day.today, day.condition, day.prize.type])).toEqual([
      ['2026-03-02', true, { minDep: 2_000, wager: 0, periodActivationDays: 1 }, 'bonus'],
      ['2026-03-03', false, { minDep: 0, wager: 5_000, periodActivationDays: 2 }, 'fs'],
    ]);
    expect(calendar.superPrize.prize).toMatchObject({ type: 'bonus', amount_cents: 500, wager_multiplier: 30 });
    const shown = AdventureCalendar.parse((await t.client().get('/api/fe/config/vip-adventures')).body);
    expect(shown.id).toBe(calendar.id);
  });

  it('refuses a day asking nothing, free spins on an unknown game and an unknown currency', async () => {
    const post = (body: unknown) => t.client().post('/dev/vip-adventures', body);
    expect((await post({ days: [{ minDep: 0 }] })).body).toEqual({
      errors: { days: ['every day must ask minDep or wager above 0'] },
    });
    const spins = { type: 'fs', freespins_count: 5, game: 'nobody/nothing', bet_cents: 10 };
    expect((await post({ days: [{ wager: 100, prize: spins }] })).body).toEqual({
      errors: { prize: ['unknown games: nobody/nothing'] },
    });
    expect((await post({ currency: 'XXX', days: [{ wager: 100 }] })).status).toBe(422);
  });
});
