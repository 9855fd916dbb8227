import type { JackpotWinAward } from '@casino/sdk/contract';
import { playRealRound } from '../games/play/real-round';
import { postOpeningBalance } from '../ledger/opening-balance';
import { openAccount } from '../players/accounts';
import { createFundedPlayer } from '../testing/funded-player';
import { jackpotBooks } from '../testing/jackpot-invariants';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createJackpot } from './create-jackpot';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
  for (const books of await jackpotBooks(t.db)) {
    expect(books.contributions + books.seeds).toBe(books.pools + books.winsPaid);
    expect(books.contributions).toBe(books.shardCents);
  }
});

let players = 0;
let jackpots = 0;

async function gamesIn(currency: string, count: number): Promise<string[]> {
  const rows = await t.db.query<{ identifier: string }>(
    `select g.identifier from games g
     where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = $1)
       and not exists (select 1 from jackpot_games j where j.game = g.identifier)
     order by g.id limit $2`,
    [currency, count],
  );
  return rows.map((row) => row.identifier);
}

async function newPlayer(currency = 'USD'): Promise<number> {
  return t.db.transaction(async (tx) => {
    const id = await createFundedPlayer(tx, `jackpot-${++players}@jackpots.test`, 10_000_000, t.clock());
    if (currency !== 'USD') {
      await openAccount(tx, id, currency, t.clock());
      await postOpeningBalance(tx, id, { currency, cashCents: 10_000_000, bonusCents: 0 }, t.clock());
    }
    return id;
  });
}

/** A mystic jackpot in `currency` on `games` with two levels: 1 % and 0.25 % of each bet. */
async function mystic(currency: string, games: string[], allowed = [currency]): Promise<number> {
  jackpots += 1;
  return t.db.transaction((tx) =>
    createJackpot(
      tx,
      {
        identifier: `test-mystic-${jackpots}`,
        name: `Test mystic ${jackpots}`,
        type: 'mystic',
        currency,
        allowedCurrencies: allowed,
        games,
        levels: [
          {
            identifier: 'major',
            name: 'Major',
            seedCents: 100_000,
            mustDropByCents: 200_000,
            contributionPercent: '1',
          },
          { identifier: 'minor', name: 'Minor', seedCents: 1_000, mustDropByCents: 5_000, contributionPercent: '0.25' },
        ],
      },
      t.clock(),
    ),
  );
}

async function levels(jackpotId: number) {
  return t.db.query<{ id: number; identifier: string; amount_cents: number; drop_at_cents: number }>(
    `select l.id, l.identifier, a.amount_cents, l.drop_at_cents from jackpot_levels l
     join jackpot_level_amounts(array[l.id]) a on true where l.jackpot_id = $1 order by l.index`,
    [jackpotId],
  );
}

async function play(userId: number, identifier: string, currency = 'USD', lineBetCents = 5) {
  return t.db.transaction((tx) => playRealRound(tx, { userId, identifier, currency, lineBetCents }, t.clock()));
}

async function awards(userId: number): Promise<JackpotWinAward[]> {
  const rows = await t.db.query<{ data: JackpotWinAward }>(
    `select data from realtime_events where user_id = $1 and channel = 'jackpot_win_award' order by seq`,
    [userId],
  );
  return rows.map((row) => row.data);
}

describe('jackpot contributions', () => {
  it('seeds each level from the house with a hidden drop amount between seed and must-drop-by', async () => {
    const id = await mystic('USD', await gamesIn('USD', 1));
    const [major, minor] = await levels(id);
    expect(major).toMatchObject({ amount_cents: 100_000 });
    expect(minor).toMatchObject({ amount_cents: 1_000 });
    expect(major?.drop_at_cents).toBeGreaterThan(100_000);
    expect(major?.drop_at_cents).toBeLessThanOrEqual(200_000);
    expect(minor?.drop_at_cents).toBeGreaterThan(1_000);
    expect(minor?.drop_at_cents).toBeLessThanOrEqual(5_000);
  });

  it('moves the percentage of each bet into the levels, carrying the fraction', async () => {
    const [game = '', other = ''] = await gamesIn('USD', 2);
    const id = await mystic('USD', [game]);
    const player = await newPlayer();
    // 1 cent line bet: a 20-cent bet gives the major 0.2 and the minor 0.05 cent, so whole cents come every 5 and 20 bets
    for (let round = 0; round < 20; round += 1) await play(player, game, 'USD', 1);
    await play(player, other, 'USD', 1);
    const [major, minor] = await levels(id);
    expect(major?.amount_cents).toBe(100_000 + 4);
    expect(minor?.amount_cents).toBe(1_000 + 1);
    const [shard] = await t.db.query<{ contributed: string }>(
      'select sum(contributed[1])::text as contributed from jackpot_pools where jackpot_id = $1',
      [id],
    );
    expect(Number(shard?.contributed)).toBe(4);
    // a bet that completed no whole cent is posted as a plain bet; one that did has the pool's leg
    const bets = await t.db.query<{ legs: number }>(
      `select count(*)::int as legs from ledger_entries e join ledger_transactions x on x.id = e.transaction_id
       where x.user_id = $1 and x.kind = 'bet' group by x.id order by x.id`,
      [player],
    );
    expect(bets.map((bet) => bet.legs)).toEqual([2, 2, 2, 2, 3, 2, 2, 2, 2, 3, 2, 2, 2, 2, 3, 2, 2, 2, 2, 3, 2]);
  });

  it('counts a bet in another allowed currency at its value, both sides balanced per currency', async () => {
    const [game = ''] = await gamesIn('EUR', 1);
    const id = await mystic('EUR', [game], ['EUR', 'USD', 'CAD']);
    const player = await newPlayer('CAD');
    // 1,000 CAD cents are worth 666.67 EUR cents (CURRENCY_VALUES): 1 % is 6.67
    const before = await levels(id);
    await play(player, game, 'CAD', 50);
    const after = await levels(id);
    expect((after[0]?.amount_cents ?? 0) - (before[0]?.amount_cents ?? 0)).toBe(6);
  });

  it('pays a forced drop once to the round player at value, reseeds the level and tells the winner', async () => {
    const [game = ''] = await gamesIn('EUR', 1);
    const id = await mystic('EUR', [game], ['EUR', 'CAD']);
    const [major] = await levels(id);
    await t.db.query('update jackpot_levels set forced_drop = true where id = $1', [major?.id]);
    const player = await newPlayer('CAD');
    const round = await play(player, game, 'CAD', 50);
    const [win] = await t.db.query<{ amount_cents: number; original_amount_cents: number; round_id: number }>(
      'select amount_cents, original_amount_cents, round_id from jackpot_wins where level_id = $1',
      [major?.id],
    );
    // the pool was the seed plus this bet's 6 cents; paid at value in CAD (1.5 × EUR)
    expect(win).toEqual({ amount_cents: 150_009, original_amount_cents: 100_006, round_id: round.round.id });
    expect(await awards(player)).toEqual([
      expect.objectContaining({ jackpot_id: id, jackpot_level_name: 'Major', amount_cents: 150_009, currency: 'CAD' }),
    ]);
    const [reseeded] = await levels(id);
    expect(reseeded?.amount_cents).toBe(100_000);
    expect(reseeded?.drop_at_cents).toBeGreaterThan(100_000);
    // the next round does not win again
    await play(player, game, 'CAD', 50);
    const wins = await t.db.query('select 1 from jackpot_wins where level_id = $1', [major?.id]);
    expect(wins).toHaveLength(1);
  });
});
