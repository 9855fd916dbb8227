import { issueFreespins } from '../../freespins/issue-freespins';
import { CLEAN_LEDGER, checkLedger } from '../../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seededRng } from '../slot/seeded-rng';
import { spin } from '../slot/spin';
import { playFreespinRound } from './freespin-round';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
});

const LINE_BET = 3;

/** The first seed whose spin wins (or, with `win: false`, loses) at {@link LINE_BET}. */
function seedThat(win: boolean): number {
  for (let seed = 1; seed < 10_000; seed++) {
    if (spin({ lineBetCents: LINE_BET }, seededRng(seed)).totalWinCents > 0 === win) return seed;
  }
  throw new Error('no such seed');
}

async function player(email: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('select id from users where email = $1', [email]);
  if (!row) throw new Error(`no player ${email}`);
  return row.id;
}

async function gameIn(currency: string): Promise<string> {
  const [row] = await t.db.query<{ identifier: string }>(
    `select g.identifier from games g
     where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = $1) order by g.id limit 1`,
    [currency],
  );
  if (!row) throw new Error(`no game in ${currency}`);
  return row.identifier;
}

/** One activated free spin of `email` in `currency`, played with `seed`: the answer. */
async function lastSpin(email: string, currency: string, wagerMultiplier: number, seed: number) {
  const userId = await player(email);
  const game = await gameIn(currency);
  const now = t.clock();
  return t.db.transaction(async (tx) => {
    const row = await issueFreespins(
      tx,
      {
        userId,
        strategy: 'gift',
        title: 'Lucky',
        currency,
        games: [game],
        count: 1,
        betLevelCents: LINE_BET,
        wagerMultiplier,
      },
      now,
    );
    await tx.query(`update freespins set stage = 'activated', activated_at = $2 where id = $1`, [row.id, now]);
    return playFreespinRound(tx, { userId, freespinId: row.id, identifier: game }, now, seededRng(seed));
  });
}

async function cash(email: string, currency: string): Promise<number> {
  const [row] = await t.db.query<{ balance_cents: number }>(
    `select a.balance_cents from ledger_accounts a join users u on u.id = a.user_id
     where u.email = $1 and a.currency = $2 and a.kind = 'cash'`,
    [email, currency],
  );
  return row?.balance_cents ?? 0;
}

describe('the last free spin', () => {
  it('pays the winnings as cash (freespin_win) when they need no wagering', async () => {
    const before = await cash('usd@casino.test', 'USD');
    const answer = await lastSpin('usd@casino.test', 'USD', 0, seedThat(true));
    expect(answer.round.win_cents).toBeGreaterThan(0);
    expect(answer.freespin).toMatchObject({
      stage: 'finished',
      freespins_performed: 1,
      win_cents: answer.round.win_cents,
    });
    expect(await cash('usd@casino.test', 'USD')).toBe(before + answer.round.win_cents);
    expect(answer.balance.amount_cents).toBe(before + answer.round.win_cents);
    const [posting] = await t.db.query<{ kind: string }>(
      'select kind from ledger_transactions order by id desc limit 1',
    );
    expect(posting?.kind).toBe('freespin_win');
  });

  it('turns the winnings into a wagered bonus of strategy freespins when they need wagering', async () => {
    const before = await cash('cad@casino.test', 'CAD');
    const answer = await lastSpin('cad@casino.test', 'CAD', 5, seedThat(true));
    const win = answer.round.win_cents;
    expect(answer.freespin.stage).toBe('finished');
    expect(await cash('cad@casino.test', 'CAD')).toBe(before);
    const [bonus] = await t.db.query<Record<string, unknown>>(
      `select b.strategy, b.title, b.stage, b.amount_cents, b.amount_wager_requirement_cents, b.balance_cents
       from freespins f join bonuses b on b.id = f.bonus_id where f.id = $1`,
      [answer.freespin.id],
    );
    expect(bonus).toEqual({
      strategy: 'freespins',
      title: 'Lucky winnings',
      stage: 'handle_bets',
      amount_cents: win,
      amount_wager_requirement_cents: win * 5,
      balance_cents: win,
    });
    expect(answer.balance.amount_cents).toBe(before + win);
  });

  it('finishes without moving money when the spins won nothing', async () => {
    const [count] = await t.db.query<{ n: number }>('select count(*)::int as n from ledger_transactions');
    const answer = await lastSpin('aud@casino.test', 'AUD', 5, seedThat(false));
    expect(answer.freespin).toMatchObject({ stage: 'finished', win_cents: 0 });
    const [after] = await t.db.query<{ n: number }>('select count(*)::int as n from ledger_transactions');
    expect(after?.n).toBe(count?.n);
    const [row] = await t.db.query<{ bonus_id: number | null }>('select bonus_id from freespins where id = $1', [
      answer.freespin.id,
    ]);
    expect(row?.bonus_id).toBeNull();
  });
});
