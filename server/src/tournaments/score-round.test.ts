import type { Queryable } from '../db/database';
import { playRealRound } from '../games/play/real-round';
import { postOpeningBalance } from '../ledger/opening-balance';
import { openAccount } from '../players/accounts';
import { addGroups } from '../players/groups';
import { GROUP } from '../seed/groups';
import { createFundedPlayer } from '../testing/funded-player';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../testing/test-app';
import { confirmTournament } from './confirm-tournament';
import { createTournament, type TournamentInput } from './create-tournament';
import { findTournamentRow } from './read-tournaments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
});

const HOUR = 3_600_000;
let players = 0;
let tournaments = 0;

async function gameIn(currency: string, skip = 0): Promise<{ identifier: string; provider: string }> {
  const [row] = await t.db.query<{ identifier: string; provider: string }>(
    `select g.identifier, g.provider from games g
     where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = $1)
     order by g.id offset $2 limit 1`,
    [currency, skip],
  );
  if (!row) throw new Error(`no game in ${currency}`);
  return row;
}

async function newPlayer(currency = 'USD', groups: number[] = []): Promise<number> {
  return t.db.transaction(async (tx) => {
    const id = await createFundedPlayer(tx, `scorer-${++players}@tournaments.test`, 1_000_000, t.clock());
    if (currency !== 'USD') {
      await openAccount(tx, id, currency, t.clock());
      await postOpeningBalance(tx, id, { currency, cashCents: 1_000_000, bonusCents: 0 }, t.clock());
    }
    if (groups.length > 0) await addGroups(tx, id, groups, t.clock());
    return id;
  });
}

/** A tournament running from an hour ago for an hour more (unless `fields` say otherwise). */
async function running(fields: Partial<TournamentInput> = {}): Promise<number> {
  const now = t.clock().getTime();
  return t.db.transaction((tx) =>
    createTournament(
      tx,
      {
        frontendIdentifier: `scoring-${++tournaments}`,
        title: `Scoring ${tournaments}`,
        strategy: 'bet',
        currency: 'USD',
        startAt: new Date(now - HOUR),
        endAt: new Date(now + HOUR),
        ...fields,
      },
      t.clock(),
    ),
  );
}

async function play(userId: number, identifier: string, currency = 'USD', lineBetCents = 5, at = t.clock()) {
  return t.db.transaction((tx) => playRealRound(tx, { userId, identifier, currency, lineBetCents }, at));
}

interface PlayerRow {
  currency: string | null;
  bet_cents: number;
  win_cents: number;
  rate: string;
  games_taken: number;
  score: string;
  scored_at: Date | null;
}

async function row(db: Queryable, tournamentId: number, userId: number): Promise<PlayerRow | undefined> {
  const [found] = await db.query<PlayerRow>(
    `select currency, bet_cents, win_cents, rate::text as rate, games_taken, score::text as score, scored_at
     from tournament_players where tournament_id = $1 and user_id = $2`,
    [tournamentId, userId],
  );
  return found;
}

/** The player's rounds: bet and win sums and the best multiplier, as the tournament should count them. */
async function rounds(userId: number) {
  const [sums] = await t.db.query<{ bet: number; win: number; best: string; count: number }>(
    `select sum(bet_cents)::bigint as bet, sum(win_cents)::bigint as win,
       max(round(win_cents::numeric / bet_cents, 2))::text as best, count(*)::integer as count
     from game_rounds where user_id = $1`,
    [userId],
  );
  if (!sums) throw new Error('no sums');
  return sums;
}

describe('scoring a real round in the running tournaments', () => {
  it('adds every round to the player row of each strategy', async () => {
    const game = await gameIn('USD');
    const ids = {
      bet: await running({ strategy: 'bet' }),
      win: await running({ strategy: 'win' }),
      rate: await running({ strategy: 'rate' }),
      spin: await running({ strategy: 'spin' }),
    };
    const userId = await newPlayer();
    for (let i = 0; i < 6; i++) await play(userId, game.identifier, 'USD', 5 + i);
    const sums = await rounds(userId);
    const expected = { currency: 'USD', bet_cents: sums.bet, win_cents: sums.win, rate: sums.best, games_taken: 6 };
    expect(await row(t.db, ids.bet, userId)).toMatchObject({ ...expected, score: String(sums.bet) });
    expect(await row(t.db, ids.win, userId)).toMatchObject({ ...expected, score: String(sums.win) });
    expect(await row(t.db, ids.rate, userId)).toMatchObject({ ...expected, score: sums.best });
    expect(await row(t.db, ids.spin, userId)).toMatchObject({ ...expected, score: '6' });
  });

  it('counts a round in another wallet currency at its value in the tournament currency', async () => {
    const game = await gameIn('USD');
    // GBP's accrual rate is 900 minor units a point, USD's 1,000: 100 US cents are worth 90 pence
    const id = await running({ currency: 'GBP', currencies: ['GBP', 'USD'], minBetCents: 90 });
    const userId = await newPlayer();
    await play(userId, game.identifier, 'USD', 5);
    const sums = await rounds(userId);
    expect(await row(t.db, id, userId)).toMatchObject({
      currency: 'USD',
      bet_cents: 90,
      win_cents: Math.floor((sums.win * 900) / 1000),
      score: '90',
    });
  });

  it('leaves out rounds the tournament does not take', async () => {
    const usd = await gameIn('USD');
    const other = await gameIn('USD', 1);
    const now = t.clock().getTime();
    const ids = [
      await running({ startAt: new Date(now + HOUR), endAt: new Date(now + 2 * HOUR) }),
      await running({ startAt: new Date(now - 2 * HOUR), endAt: new Date(now) }),
      await running({ currency: 'EUR', currencies: ['EUR'] }),
      await running({ games: [other.identifier] }),
      await running({ providers: ['no-such-provider'] }),
      await running({ minBetCents: 101 }),
      await running({ groupIds: [GROUP.vipClub] }),
      await running({ userConfirmationRequired: true }),
    ];
    const userId = await newPlayer();
    await play(userId, usd.identifier, 'USD', 5);
    for (const id of ids) expect(await row(t.db, id, userId)).toBeUndefined();
    // the same round counts where the game's provider, the player's group or his confirmation lets it
    const byProvider = await running({ providers: [usd.provider], minBetCents: 100 });
    const byGroup = await running({ groupIds: [GROUP.vipClub, GROUP.highRoller] });
    const confirmed = await running({ userConfirmationRequired: true });
    const vip = await newPlayer('USD', [GROUP.highRoller]);
    await t.db.transaction(async (tx) => {
      const tournament = await findTournamentRow(tx, String(confirmed));
      if (!tournament) throw new Error('no tournament');
      await confirmTournament(tx, tournament, vip, t.clock());
    });
    await play(vip, usd.identifier, 'USD', 5);
    for (const id of [byProvider, byGroup, confirmed]) {
      expect(await row(t.db, id, vip)).toMatchObject({ games_taken: 1, bet_cents: 100 });
    }
  });

  it('moves scored_at only when the score changes', async () => {
    const game = await gameIn('USD');
    const id = await running({ strategy: 'rate' });
    const userId = await newPlayer();
    const first = t.clock();
    await play(userId, game.identifier);
    const after = await row(t.db, id, userId);
    expect(after?.scored_at).toEqual(first);
    let changed = 0;
    for (let i = 1; i <= 8; i++) {
      const before = await row(t.db, id, userId);
      t.clock.advance(1_000);
      await play(userId, game.identifier);
      const now = await row(t.db, id, userId);
      if (now?.score !== before?.score) {
        changed++;
        expect(now?.scored_at).toEqual(t.clock());
      } else expect(now?.scored_at).toEqual(before?.scored_at);
    }
    expect(changed).toBeLessThanOrEqual(8);
  });

  it('does not score in a closed tournament', async () => {
    const game = await gameIn('USD');
    const id = await running();
    await t.db.query('update tournaments set finished_at = $2 where id = $1', [id, t.clock()]);
    const userId = await newPlayer();
    await play(userId, game.identifier);
    expect(await row(t.db, id, userId)).toBeUndefined();
  });

  it('ranks by score, then by who reached it first, then by player', async () => {
    const game = await gameIn('USD');
    const id = await running({ strategy: 'spin' });
    const [a, b, c] = [await newPlayer(), await newPlayer(), await newPlayer()];
    if (a === undefined || b === undefined || c === undefined) throw new Error('no players');
    await play(c, game.identifier);
    t.clock.advance(1_000);
    await play(b, game.identifier);
    await play(a, game.identifier);
    await play(a, game.identifier);
    const ranking = await t.db.query<{ user_id: number; place: number }>(
      'select user_id, place::integer as place from tournament_ranking($1) order by place',
      [id],
    );
    // a has two rounds; b and a-before-him… b and c have one each, c got there first
    expect(ranking).toEqual([
      { user_id: a, place: 1 },
      { user_id: c, place: 2 },
      { user_id: b, place: 3 },
    ]);
  });
});
