import { playRealRound } from '../games/play/real-round';
import { createFundedPlayer } from '../testing/funded-player';
import { jackpotBooks } from '../testing/jackpot-invariants';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createJackpot } from './create-jackpot';

// Players betting at the same time, each round in its own transaction (on PostgreSQL they really run in parallel, on
// PGlite one after another): the books must balance, a forced level must be won once, every win paid once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PLAYERS = 8;
const ROUNDS = 12;
const LINE_BET_CENTS = 5;

describe('jackpots under concurrent bets', () => {
  it('keeps contributions + seeds = pools + wins paid, and wins each drop once', async () => {
    const [game] = await t.db.query<{ identifier: string }>(
      `select g.identifier from games g
       where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = 'USD')
         and not exists (select 1 from jackpot_games j where j.game = g.identifier)
       order by g.id desc limit 1`,
    );
    const identifier = game?.identifier ?? '';
    const jackpotId = await t.db.transaction((tx) =>
      createJackpot(
        tx,
        {
          identifier: 'concurrent',
          name: 'Concurrent',
          type: 'mystic',
          currency: 'USD',
          allowedCurrencies: ['USD'],
          games: [identifier],
          // two pool rows shared by eight players: bets wait on each other
          shards: 2,
          levels: [
            // forced to drop during the run
            {
              identifier: 'forced',
              name: 'Forced',
              seedCents: 50_000,
              mustDropByCents: 90_000,
              contributionPercent: '1',
            },
            // a drop amount reached several times: 10 % of a $1 bet is 10 cents
            {
              identifier: 'often',
              name: 'Often',
              seedCents: 100,
              mustDropByCents: 160,
              contributionPercent: '10',
            },
          ],
        },
        t.clock(),
      ),
    );
    const players = await t.db.transaction(async (tx) => {
      const ids: number[] = [];
      for (let i = 0; i < PLAYERS; i += 1) {
        ids.push(await createFundedPlayer(tx, `parallel-${i}@jackpots.test`, 1_000_000, t.clock()));
      }
      return ids;
    });
    await t.db.query(`update jackpot_levels set forced_drop = true where jackpot_id = $1 and identifier = 'forced'`, [
      jackpotId,
    ]);
    await Promise.all(
      players.map(async (userId) => {
        for (let round = 0; round < ROUNDS; round += 1) {
          await t.db.transaction((tx) =>
            playRealRound(tx, { userId, identifier, currency: 'USD', lineBetCents: LINE_BET_CENTS }, t.clock()),
          );
        }
      }),
    );

    expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
    const [books] = (await jackpotBooks(t.db)).filter((row) => row.currency === 'USD');
    expect(books).toBeDefined();
    expect((books?.contributions ?? 0) + (books?.seeds ?? 0)).toBe((books?.pools ?? 0) + (books?.winsPaid ?? 0));
    expect(books?.contributions).toBe(books?.shardCents);

    // the exact contributions: 1 % and 10 % of every bet, nothing lost in the carries
    const bets = PLAYERS * ROUNDS * LINE_BET_CENTS * 20;
    const exact = await t.db.query<{ identifier: string; contributed: string }>(
      `select l.identifier, sum(p.contributed[l.index + 1])::text as contributed from jackpot_levels l
       join jackpot_pools p on p.jackpot_id = l.jackpot_id where l.jackpot_id = $1 group by l.identifier order by 1`,
      [jackpotId],
    );
    expect(exact.map((row) => [row.identifier, Number(row.contributed)])).toEqual([
      ['forced', bets / 100],
      ['often', bets / 10],
    ]);

    const wins = await t.db.query<{ level: string; user_id: number; amount_cents: number; transaction_id: number }>(
      `select l.identifier as level, w.user_id, w.amount_cents, w.transaction_id from jackpot_wins w
       join jackpot_levels l on l.id = w.level_id where w.jackpot_id = $1 order by w.id`,
      [jackpotId],
    );
    expect(wins.filter((win) => win.level === 'forced')).toHaveLength(1);
    expect(wins.filter((win) => win.level === 'often').length).toBeGreaterThanOrEqual(2);
    // each win credited once: its transaction puts its amount in the winner's cash, and no other transaction does
    const credits = await t.db.query<{ transaction_id: number; user_id: number; amount_cents: number }>(
      `select e.transaction_id, a.user_id, e.amount_cents from ledger_entries e
       join ledger_accounts a on a.id = e.account_id and a.kind = 'cash'
       join ledger_transactions x on x.id = e.transaction_id and x.kind = 'jackpot_win'
       where a.user_id = any ($1::bigint[]) order by e.transaction_id`,
      [players],
    );
    expect(credits).toEqual(
      wins.map((win) => ({ transaction_id: win.transaction_id, user_id: win.user_id, amount_cents: win.amount_cents })),
    );
    // each level holds its seeds minus its wins plus its contributions
    const levels = await t.db.query<{ ok: boolean }>(
      `select a.amount_cents = l.seed_cents * (1 + count(w.id)) - coalesce(sum(w.original_amount_cents), 0)
         + (select sum(floor(p.contributed[l.index + 1])) from jackpot_pools p where p.jackpot_id = l.jackpot_id) as ok
       from jackpot_levels l join jackpot_level_amounts(array[l.id]) a on true
       left join jackpot_wins w on w.level_id = l.id
       where l.jackpot_id = $1 group by l.id, a.amount_cents`,
      [jackpotId],
    );
    expect(levels).toEqual([{ ok: true }, { ok: true }]);
  });
});
