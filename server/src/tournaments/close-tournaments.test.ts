import { playRealRound } from '../games/play/real-round';
import { postOpeningBalance } from '../ledger/opening-balance';
import { openAccount } from '../players/accounts';
import { createFundedPlayer } from '../testing/funded-player';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../testing/test-app';
import { closeDueTournaments } from './close-tournaments';
import { createTournament, type TournamentInput } from './create-tournament';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
});

const MINUTE = 60_000;
let players = 0;
let tournaments = 0;
let game = '';

beforeAll(async () => {
  const [row] = await t.db.query<{ identifier: string }>(
    `select g.identifier from games g
     where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = 'USD')
       and exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = 'GBP')
     order by g.id limit 1`,
  );
  game = row?.identifier ?? '';
});

async function newPlayer(currency = 'USD'): Promise<number> {
  return t.db.transaction(async (tx) => {
    const id = await createFundedPlayer(tx, `winner-${++players}@tournaments.test`, 1_000_000, t.clock());
    if (currency !== 'USD') {
      await openAccount(tx, id, currency, t.clock());
      await postOpeningBalance(tx, id, { currency, cashCents: 1_000_000, bonusCents: 0 }, t.clock());
    }
    return id;
  });
}

/** A spin tournament ending in a minute with cash for place 1, free spins for 2, a bonus for 3 and cash for 4. */
async function endingSoon(fields: Partial<TournamentInput> = {}): Promise<number> {
  const now = t.clock().getTime();
  return t.db.transaction((tx) =>
    createTournament(
      tx,
      {
        frontendIdentifier: `closing-${++tournaments}`,
        title: `Closing ${tournaments}`,
        strategy: 'spin',
        currency: 'USD',
        currencies: ['USD', 'GBP'],
        startAt: new Date(now - MINUTE),
        endAt: new Date(now + MINUTE),
        prizes: [
          { awardPlace: 1, moneyAwardCents: 10_000 },
          { awardPlace: 2, freespinsCount: 20, freespinsGame: game, freespinsBetCents: 10, wagerMultiplier: 5 },
          { awardPlace: 3, bonusAmountCents: 2_000, wagerMultiplier: 30 },
          { awardPlace: 4, moneyAwardCents: 500 },
        ],
        ...fields,
      },
      t.clock(),
    ),
  );
}

async function play(userId: number, rounds: number, currency = 'USD') {
  for (let i = 0; i < rounds; i++) {
    await t.db.transaction((tx) =>
      playRealRound(tx, { userId, identifier: game, currency, lineBetCents: 5 }, t.clock()),
    );
  }
}

async function prizeTransactions(userIds: number[]) {
  return t.db.query<{ user_id: number; currency: string; amount_cents: number }>(
    `select a.user_id, a.currency, e.amount_cents from ledger_transactions x
     join ledger_entries e on e.transaction_id = x.id join ledger_accounts a on a.id = e.account_id
     where x.kind = 'tournament_prize' and a.user_id = any ($1::bigint[]) order by a.user_id`,
    [userIds],
  );
}

async function gifts(userIds: number[]) {
  const spins = await t.db.query<{ user_id: number; freespins_total: number; bet_level_cents: number }>(
    'select user_id, freespins_total, bet_level_cents from freespins where user_id = any ($1::bigint[])',
    [userIds],
  );
  const bonuses = await t.db.query<{ user_id: number; amount_cents: number }>(
    'select user_id, amount_cents from bonuses where user_id = any ($1::bigint[])',
    [userIds],
  );
  return { spins, bonuses };
}

async function places(id: number) {
  return t.db.query<{ user_id: number; final_place: number | null }>(
    'select user_id, final_place from tournament_players where tournament_id = $1 order by final_place, user_id',
    [id],
  );
}

describe('closing tournaments', () => {
  it('closes a tournament after its end, writes the final places and pays each reached place once', async () => {
    const id = await endingSoon();
    const [first, second, third] = [await newPlayer(), await newPlayer(), await newPlayer()];
    if (first === undefined || second === undefined || third === undefined) throw new Error('no players');
    await play(first, 3);
    await play(second, 2);
    await play(third, 1);
    expect(await closeDueTournaments(t.db, t.clock())).not.toContain(id);
    t.clock.advance(MINUTE);
    expect(await closeDueTournaments(t.db, t.clock())).toEqual([id]);
    expect(await closeDueTournaments(t.db, t.clock())).toEqual([]);
    expect(await places(id)).toEqual([
      { user_id: first, final_place: 1 },
      { user_id: second, final_place: 2 },
      { user_id: third, final_place: 3 },
    ]);
    expect(await prizeTransactions([first, second, third])).toEqual([
      { user_id: first, currency: 'USD', amount_cents: 10_000 },
    ]);
    expect(await gifts([first, second, third])).toEqual({
      spins: [{ user_id: second, freespins_total: 20, bet_level_cents: 10 }],
      bonuses: [{ user_id: third, amount_cents: 2_000 }],
    });
    const paid = await t.db.query<{ award_place: number; paid_user_id: number | null; paid: boolean }>(
      `select award_place, paid_user_id, paid_at is not null as paid from tournament_prizes
       where tournament_id = $1 order by award_place`,
      [id],
    );
    expect(paid).toEqual([
      { award_place: 1, paid_user_id: first, paid: true },
      { award_place: 2, paid_user_id: second, paid: true },
      { award_place: 3, paid_user_id: third, paid: true },
      { award_place: 4, paid_user_id: null, paid: false },
    ]);
    const [closed] = await t.db.query<{ finished_at: Date }>('select finished_at from tournaments where id = $1', [id]);
    expect(closed?.finished_at).toEqual(t.clock());
  });

  it('pays once when two runs close at the same time', async () => {
    const id = await endingSoon();
    const winner = await newPlayer();
    await play(winner, 1);
    t.clock.advance(MINUTE);
    const runs = await Promise.all([closeDueTournaments(t.db, t.clock()), closeDueTournaments(t.db, t.clock())]);
    expect(runs.flat().filter((closed) => closed === id)).toEqual([id]);
    expect(await prizeTransactions([winner])).toHaveLength(1);
  });

  it('pays a winner in the wallet he played, at value', async () => {
    await endingSoon();
    const winner = await newPlayer('GBP');
    await play(winner, 4, 'GBP');
    t.clock.advance(MINUTE);
    await closeDueTournaments(t.db, t.clock());
    // GBP's accrual rate is 900 minor units a point, USD's 1,000: 100 dollars are worth 90 pounds
    expect(await prizeTransactions([winner])).toEqual([{ user_id: winner, currency: 'GBP', amount_cents: 9_000 }]);
  });

  it('rolls a failed close back, claim included, and closes it on the next run', async () => {
    const id = await endingSoon();
    const [first, second] = [await newPlayer(), await newPlayer()];
    if (first === undefined || second === undefined) throw new Error('no players');
    await play(first, 2);
    await play(second, 1);
    t.clock.advance(MINUTE);
    // the free-spin engine fails while the prizes are paid
    await t.db.exec(`create function refuse_freespins() returns trigger language plpgsql as $$
      begin raise exception 'free spins are down'; end; $$;
      create trigger refuse_freespins before insert on freespins for each row execute function refuse_freespins();`);
    try {
      await expect(closeDueTournaments(t.db, t.clock())).rejects.toThrow(AggregateError);
    } finally {
      await t.db.exec('drop trigger refuse_freespins on freespins; drop function refuse_freespins();');
    }
    const [open] = await t.db.query<{ finished_at: Date | null }>('select finished_at from tournaments where id = $1', [
      id,
    ]);
    expect(open?.finished_at).toBeNull();
    expect((await places(id)).map((row) => row.final_place)).toEqual([null, null]);
    expect(await prizeTransactions([first, second])).toEqual([]);
    t.clock.advance(1_000);
    expect(await closeDueTournaments(t.db, t.clock())).toContain(id);
    expect(await prizeTransactions([first])).toHaveLength(1);
    expect((await gifts([second])).spins).toHaveLength(1);
  });
});
