import { JackpotsChange } from '@casino/sdk/contract';
import { playRealRound } from '../games/play/real-round';
import { createFundedPlayer } from '../testing/funded-player';
import { createTestApp, type TestApp } from '../testing/test-app';
import { publishJackpotTicker } from './ticker-publisher';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  userId = await t.db.transaction((tx) => createFundedPlayer(tx, 'ticker@jackpots.test', 10_000_000, t.clock(), 'EUR'));
});
afterAll(() => t.close());

async function bet(lineBetCents = 500) {
  await t.db.transaction((tx) =>
    playRealRound(tx, { userId, identifier: 'goldcrest/golden-rocket', currency: 'EUR', lineBetCents }, t.clock()),
  );
}

async function levelAmounts() {
  return t.db.query<{ level_id: number; amount_cents: number }>(
    `select l.id as level_id, a.amount_cents from jackpot_levels l
     join jackpot_level_amounts(array[l.id]) a on true order by l.id`,
  );
}

describe('the jackpot ticker', () => {
  it('publishes every level first, then only the levels that changed, and nothing when none did', async () => {
    const first = await publishJackpotTicker(t.db, { minGapMs: 0 });
    expect(JackpotsChange.parse(first).levels).toEqual(
      (await levelAmounts()).map((level) => ({ jackpot_id: expect.any(Number), ...level })),
    );
    expect(await publishJackpotTicker(t.db, { minGapMs: 0 })).toBeNull();
    // a 1 € bet: only the levels whose whole cents moved (0.4 and 0.3 cents carry nothing yet) are left out
    await bet(5);
    expect(await publishJackpotTicker(t.db, { minGapMs: 0 })).toBeNull();
    await bet(500);
    const next = await publishJackpotTicker(t.db, { minGapMs: 0 });
    expect(next?.levels).toHaveLength(3);
    expect(next?.levels).toEqual((await levelAmounts()).map((level) => ({ jackpot_id: expect.any(Number), ...level })));
  });

  it('waits for the least gap between frames however many bets move the pools', async () => {
    await bet();
    await publishJackpotTicker(t.db, { minGapMs: 0 });
    await bet();
    expect(await publishJackpotTicker(t.db, { minGapMs: 60_000 })).toBeNull();
    expect(await publishJackpotTicker(t.db, { minGapMs: 0 })).not.toBeNull();
  });

  it('lets one of two concurrent publishers send the frame', async () => {
    await bet();
    const frames = await Promise.all([
      publishJackpotTicker(t.db, { minGapMs: 0 }),
      publishJackpotTicker(t.db, { minGapMs: 0 }),
    ]);
    expect(frames.filter((frame) => frame !== null)).toHaveLength(1);
  });
});
