import { createJackpot } from '../jackpots/create-jackpot';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const [game] = await t.db.query<{ identifier: string }>('select identifier from games order by id limit 1');
  await t.db.transaction((tx) =>
    createJackpot(
      tx,
      {
        identifier: 'dev-drop',
        name: 'Dev drop',
        type: 'mystic',
        currency: 'USD',
        allowedCurrencies: ['USD'],
        games: [game?.identifier ?? ''],
        levels: [
          { identifier: 'mega', name: 'Mega', seedCents: 500, mustDropByCents: 1_000, contributionPercent: '1' },
        ],
      },
      t.clock(),
    ),
  );
});
afterAll(() => t.close());

describe('POST /dev/jackpots/:jackpot/levels/:level/drop', () => {
  it("forces the level's next contributing bet to win it", async () => {
    const response = await t.client().post('/dev/jackpots/dev-drop/levels/mega/drop', {});
    expect(response.status, response.text).toBe(200);
    const [level] = await t.db.query<{ id: number; forced_drop: boolean }>(
      `select id, forced_drop from jackpot_levels where identifier = 'mega'`,
    );
    expect(response.body).toEqual({ jackpot_id: expect.any(Number), level_id: level?.id });
    expect(level?.forced_drop).toBe(true);
  });

  it('answers 404 with errors for an unknown jackpot or level', async () => {
    const unknownLevel = await t.client().post('/dev/jackpots/dev-drop/levels/nope/drop', {});
    expect(unknownLevel.status).toBe(404);
    expect(unknownLevel.body).toEqual({ errors: { base: [expect.stringContaining('nope')] } });
    const unknownJackpot = await t.client().post('/dev/jackpots/nope/levels/mega/drop', {});
    expect(unknownJackpot.status).toBe(404);
  });
});
