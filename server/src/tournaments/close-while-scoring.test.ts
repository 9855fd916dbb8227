import type { Queryable } from '../db/database';
import { playRealRound } from '../games/play/real-round';
import { createFundedPlayer } from '../testing/funded-player';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../testing/test-app';
import { closeDueTournaments, closeTournament } from './close-tournaments';
import { createTournament } from './create-tournament';
import { TOURNAMENT_LOCK_CLASS } from './tournament-lock';

const url = process.env.DATABASE_URL;

/** A promise and the function that settles it, to hold a transaction open until the test lets it go. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

// Two transactions at once need two connections: PGlite has one, so this runs only in the PostgreSQL pass.
describe.skipIf(!url)('a round settling while its tournament closes (PostgreSQL only: needs two connections)', () => {
  let t: TestApp;
  let game = '';
  let tournaments = 0;
  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.db.query<{ identifier: string }>(
      `select g.identifier from games g
       where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = 'USD')
       order by g.id limit 1`,
    );
    game = row?.identifier ?? '';
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
  });

  /** A spin tournament ending a second from now with one player already on it (one round). */
  async function endingWithLeader() {
    const now = t.clock().getTime();
    return t.db.transaction(async (tx) => {
      const id = await createTournament(
        tx,
        {
          frontendIdentifier: `closing-while-scoring-${++tournaments}`,
          title: 'Closing while scoring',
          strategy: 'spin',
          currency: 'USD',
          startAt: new Date(now - 60_000),
          endAt: new Date(now + 1_000),
          prizes: [{ awardPlace: 1, moneyAwardCents: 1_000 }],
        },
        t.clock(),
      );
      const leader = await createFundedPlayer(tx, `leader-${tournaments}@closing.test`, 100_000, t.clock());
      const late = await createFundedPlayer(tx, `late-${tournaments}@closing.test`, 100_000, t.clock());
      await playRound(tx, leader, t.clock());
      return { id, leader, late };
    });
  }

  function playRound(tx: Queryable, userId: number, at: Date) {
    return playRealRound(tx, { userId, identifier: game, currency: 'USD', lineBetCents: 5 }, at);
  }

  /** Whether a transaction waits for tournament `id`'s advisory lock (the close, for the rounds' shared hold). */
  async function waitingForLock(id: number) {
    const [row] = await t.db.query<{ waiting: boolean }>(
      `select exists (select 1 from pg_locks where locktype = 'advisory' and classid = $1 and objid = $2
         and objsubid = 2 and not granted) as waiting`,
      [TOURNAMENT_LOCK_CLASS, id],
    );
    return row?.waiting ?? false;
  }

  async function standing(id: number, userId: number) {
    const [row] = await t.db.query<{ games_taken: number; final_place: number | null }>(
      'select games_taken, final_place from tournament_players where tournament_id = $1 and user_id = $2',
      [id, userId],
    );
    return row ?? null;
  }

  it('counts in the final ranking a round that scored before the close took the lock', async () => {
    const { id, leader, late } = await endingWithLeader();
    const roundAt = new Date(t.clock().getTime() + 500);
    const closeAt = new Date(t.clock().getTime() + 2_000);
    const hold = gate();
    const scored = gate();
    // two rounds, the second one holding its transaction (and the tournament's shared lock) open
    const round = t.db.transaction(async (tx) => {
      await playRound(tx, late, roundAt);
      await playRound(tx, late, roundAt);
      scored.open();
      await hold.opened;
    });
    await scored.opened;
    const close = closeDueTournaments(t.db, closeAt);
    // the close waits for the round's shared lock before it ranks
    while (!(await waitingForLock(id))) await new Promise((resolve) => setTimeout(resolve, 10));
    hold.open();
    await round;
    expect(await close).toContain(id);
    expect(await standing(id, late)).toEqual({ games_taken: 2, final_place: 1 });
    expect(await standing(id, leader)).toEqual({ games_taken: 1, final_place: 2 });
  });

  it('does not score a round that settles while the close holds the lock, and does not wait for it', async () => {
    const { id, leader, late } = await endingWithLeader();
    const roundAt = new Date(t.clock().getTime() + 500);
    const closeAt = new Date(t.clock().getTime() + 2_000);
    const hold = gate();
    const closing = gate();
    const close = t.db.transaction(async (tx) => {
      expect(await closeTournament(tx, id, closeAt)).toBe(true);
      closing.open();
      await hold.opened;
    });
    await closing.opened;
    // settles and commits while the close's transaction is still open
    await t.db.transaction((tx) => playRound(tx, late, roundAt));
    hold.open();
    await close;
    expect(await standing(id, late)).toBeNull();
    expect(await standing(id, leader)).toEqual({ games_taken: 1, final_place: 1 });
  });
});
