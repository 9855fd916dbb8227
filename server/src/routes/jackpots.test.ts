import { JackpotList, JackpotWinList } from '@casino/sdk/contract';
import { playRealRound } from '../games/play/real-round';
import { SEED_JACKPOT } from '../seed/jackpot-seed';
import { createFundedPlayer } from '../testing/funded-player';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/jackpots', () => {
  it('lists the seeded mystic jackpot with its levels, pools and games, never the drop amount', async () => {
    const response = await t.client().get('/api/jackpots');
    expect(response.status, response.text).toBe(200);
    const [jackpot] = JackpotList.parse(response.body);
    expect(jackpot).toMatchObject({
      identifier: SEED_JACKPOT.identifier,
      type: 'mystic',
      state: 'active',
      currency: 'EUR',
    });
    expect(jackpot?.games).toContain('goldcrest/golden-rocket');
    expect(jackpot?.levels.map((level) => [level.identifier, level.index, level.contribution_percent])).toEqual([
      ['mega', 0, '0.4'],
      ['major', 1, '0.3'],
      ['minor', 2, '0.3'],
    ]);
    for (const level of jackpot?.levels ?? []) {
      expect(level.amount_cents).toBeGreaterThanOrEqual(level.seed_cents);
      expect(level.amount_cents).toBeLessThan(level.must_drop_by_cents ?? 0);
    }
    expect(response.text).not.toContain('drop_at');
  });

  it('answers a pool that grew with a real bet in the jackpot currency', async () => {
    const before = JackpotList.parse((await t.client().get('/api/jackpots')).body)[0]?.levels[0]?.amount_cents ?? 0;
    const userId = await t.db.transaction((tx) =>
      createFundedPlayer(tx, 'grower@jackpots.test', 1_000_000, t.clock(), 'EUR'),
    );
    // a 100 € bet: 0.4 % is 40 cents to the Mega
    await t.db.transaction((tx) =>
      playRealRound(
        tx,
        { userId, identifier: 'goldcrest/golden-rocket', currency: 'EUR', lineBetCents: 500 },
        t.clock(),
      ),
    );
    const after = JackpotList.parse((await t.client().get('/api/jackpots')).body)[0]?.levels[0]?.amount_cents;
    expect(after).toBe(before + 40);
  });
});

describe('GET /api/jackpot_wins', () => {
  it('lists the seeded past wins newest first with masked names and both amounts', async () => {
    const response = await t.client().get('/api/jackpot_wins');
    expect(response.status, response.text).toBe(200);
    const wins = JackpotWinList.parse(response.body);
    expect(wins.length).toBeGreaterThanOrEqual(5);
    const times = wins.map((win) => win.created_at);
    expect(times).toEqual([...times].sort().reverse());
    for (const win of wins) {
      expect(win.jackpot_external_code).toBe('rocket-mystic');
      expect(win.jackpot_original_currency).toBe('EUR');
      expect(win.user_name).not.toContain('@');
      expect(win.approved_at).toBe(win.created_at);
    }
    // a regular without a nickname shows the first six characters of his e-mail's local part
    expect(wins.map((win) => win.user_name)).toContain('marco.***');
    const filtered = JackpotWinList.parse((await t.client().get('/api/jackpot_wins?jackpot=rocket-mystic')).body);
    expect(filtered).toEqual(wins);
  });

  it('refuses an unknown jackpot with 404 and errors', async () => {
    const response = await t.client().get('/api/jackpot_wins?jackpot=nope');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ errors: { jackpot: [expect.stringContaining('nope')] } });
  });
});
