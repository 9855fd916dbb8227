import { playRealRound } from '../games/play/real-round';
import { createJackpot } from '../jackpots/create-jackpot';
import { createFundedPlayer } from '../testing/funded-player';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let game = '';
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.query<{ identifier: string }>(
    `select g.identifier from games g
     where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = 'USD') order by g.id limit 1`,
  );
  game = row?.identifier ?? '';
  await t.db.transaction((tx) =>
    createJackpot(
      tx,
      {
        identifier: 'dev-drop',
        name: 'Dev drop',
        type: 'mystic',
        currency: 'USD',
        allowedCurrencies: ['USD'],
        games: [game],
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
    const [level] = await t.db.query<{ id: number; jackpot_id: number; forced_drop: boolean }>(
      `select l.id, l.jackpot_id, l.forced_drop from jackpot_levels l join jackpots j on j.id = l.jackpot_id
       where j.identifier = 'dev-drop' and l.identifier = 'mega'`,
    );
    expect(response.body).toEqual({ jackpot_id: level?.jackpot_id, level_id: level?.id });
    expect(level?.forced_drop).toBe(true);
    const userId = await t.db.transaction((tx) => createFundedPlayer(tx, 'forced@jackpots.test', 100_000, t.clock()));
    await t.db.transaction((tx) =>
      playRealRound(tx, { userId, identifier: game, currency: 'USD', lineBetCents: 1 }, t.clock()),
    );
    const wins = await t.db.query('select user_id from jackpot_wins where level_id = $1', [level?.id]);
    expect(wins).toEqual([{ user_id: userId }]);
  });

  it('answers 404 with errors for an unknown jackpot or level', async () => {
    const unknownLevel = await t.client().post('/dev/jackpots/dev-drop/levels/nope/drop', {});
    expect(unknownLevel.status).toBe(404);
    expect(unknownLevel.body).toEqual({ errors: { base: [expect.stringContaining('nope')] } });
    const unknownJackpot = await t.client().post('/dev/jackpots/nope/levels/mega/drop', {});
    expect(unknownJackpot.status).toBe(404);
  });
});
