import { buildApp } from '../app';
import { playRealRound } from '../games/play/real-round';
import { seededRng } from '../games/slot/seeded-rng';
import { spin } from '../games/slot/spin';
import { walletBalances } from '../ledger/ledger-accounts';
import { createFundedPlayer } from '../testing/funded-player';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../testing/test-app';
import { databaseFingerprint } from '../testing/test-database';
import { activateBonus } from './activate-bonus';
import { bonusCancelInfo } from './bonus-cancel-info';
import { type BonusRow, lockBonus } from './bonus-record';
import { cancelBonus } from './cancel-bonus';
import { expireDueBonuses } from './expire-due-bonuses';
import { type BonusGrant, issueBonus } from './issue-bonus';

let t: TestApp;
let game: string;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.query<{ identifier: string }>(
    `select g.identifier from games g
     where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = 'USD')
     order by g.id limit 1`,
  );
  if (!row) throw new Error('no game in USD');
  game = row.identifier;
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
});

const HOUR = 3600_000;
let players = 0;

/** A new player with a USD wallet holding `cashCents` of cash. */
async function newPlayer(cashCents: number): Promise<number> {
  return t.db.transaction((tx) => createFundedPlayer(tx, `engine${++players}@bonus.test`, cashCents, t.clock()));
}

function issue(userId: number, grant: Partial<BonusGrant> = {}): Promise<BonusRow> {
  return t.db.transaction((tx) =>
    issueBonus(
      tx,
      { userId, strategy: 'gift', title: 'Gift', currency: 'USD', amountCents: 1000, wagerMultiplier: 2, ...grant },
      t.clock(),
    ),
  );
}

function activate(id: number): Promise<BonusRow> {
  return t.db.transaction(async (tx) => {
    const row = await lockBonus(tx, id);
    if (!row) throw new Error(`no bonus ${id}`);
    return activateBonus(tx, row, t.clock());
  });
}

function cancel(id: number): Promise<BonusRow> {
  return t.db.transaction(async (tx) => {
    const row = await lockBonus(tx, id);
    if (!row) throw new Error(`no bonus ${id}`);
    return cancelBonus(tx, row, t.clock());
  });
}

async function bonus(id: number): Promise<BonusRow> {
  const row = await lockBonus(t.db, id);
  if (!row) throw new Error(`no bonus ${id}`);
  return row;
}

/** A seed whose spin at `lineBetCents` wins nothing, or (with `minWin`) wins at least that much. */
function seedFor(lineBetCents: number, minWin = 0): number {
  for (let seed = 1; seed < 100_000; seed++) {
    const win = spin({ lineBetCents }, seededRng(seed)).totalWinCents;
    if (minWin === 0 ? win === 0 : win >= minWin) return seed;
  }
  throw new Error('no such seed');
}

function play(userId: number, lineBetCents: number, seed: number) {
  return t.db.transaction((tx) =>
    playRealRound(tx, { userId, identifier: game, currency: 'USD', lineBetCents }, t.clock(), seededRng(seed)),
  );
}

async function wallet(userId: number) {
  const [row] = await t.db.query<{ total: number; wagered: number }>(
    `select total_wagering_cents as total, wagered_cents as wagered from accounts where user_id = $1 and currency = 'USD'`,
    [userId],
  );
  return { ...(await walletBalances(t.db, userId, 'USD')), ...row };
}

async function transitions(id: number) {
  return t.db.query<{ from_stage: string | null; to_stage: string; kind: string | null }>(
    `select b.from_stage, b.to_stage, l.kind from bonus_transitions b
     left join ledger_transactions l on l.id = b.ledger_transaction_id where b.bonus_id = $1 order by b.id`,
    [id],
  );
}

async function legs(transactionKind: string, userId: number) {
  return t.db.query<{ kind: string; amount: number }>(
    `select a.kind, e.amount_cents as amount from ledger_entries e
     join ledger_accounts a on a.id = e.account_id
     join ledger_transactions l on l.id = e.transaction_id
     where l.kind = $1 and l.user_id = $2 order by l.id, e.amount_cents`,
    [transactionKind, userId],
  );
}

describe('activation', () => {
  it('moves an issued bonus to handle_bets, crediting its amount from house_bonuses', async () => {
    const userId = await newPlayer(0);
    const issued = await issue(userId);
    const active = await activate(issued.id);
    expect(active).toMatchObject({ stage: 'handle_bets', balance_cents: 1000, amount_wager_requirement_cents: 2000 });
    expect(active.activated_at).toEqual(t.clock());
    expect(await wallet(userId)).toMatchObject({ cash: 0, bonus: 1000, total: 2000, wagered: 0 });
    expect(await legs('bonus_issue', userId)).toEqual([
      { kind: 'house_bonuses', amount: -1000 },
      { kind: 'bonus', amount: 1000 },
    ]);
    expect(await transitions(issued.id)).toEqual([
      { from_stage: null, to_stage: 'issued', kind: null },
      { from_stage: 'issued', to_stage: 'handle_bets', kind: 'bonus_issue' },
    ]);
  });

  it('queues a second bonus in wait without money, and refuses to activate it again', async () => {
    const userId = await newPlayer(0);
    const first = await issue(userId);
    const second = await issue(userId, { amountCents: 500 });
    await activate(first.id);
    expect(await activate(second.id)).toMatchObject({ stage: 'wait', balance_cents: 0 });
    expect(await wallet(userId)).toMatchObject({ bonus: 1000, total: 2000 });
    const fingerprint = await databaseFingerprint(t.db);
    await expect(activate(second.id)).rejects.toMatchObject({
      statusCode: 422,
      errors: { base: [`bonus ${second.id} is wait: only an issued bonus can be activated`] },
    });
    await expect(activate(first.id)).rejects.toMatchObject({ statusCode: 422 });
    expect(await databaseFingerprint(t.db)).toEqual(fingerprint);
  });

  it('refuses a bonus whose activation time has passed and opens a missing wallet', async () => {
    const userId = await newPlayer(0);
    const late = await issue(userId, { activatableUntil: new Date(t.clock().getTime() - 1) });
    await expect(activate(late.id)).rejects.toMatchObject({ statusCode: 422 });
    // the expiry job may take it meanwhile (it is due), so no fingerprint here: it must just not have started
    expect((await bonus(late.id)).stage).not.toBe('handle_bets');
    expect(await wallet(userId)).toMatchObject({ cash: 0, bonus: 0, total: 0, wagered: 0 });
    await expireDueBonuses(t.db, t.clock());
    expect(await bonus(late.id)).toMatchObject({ stage: 'expired' });
    const euro = await issue(userId, { currency: 'EUR' });
    expect(await activate(euro.id)).toMatchObject({ stage: 'handle_bets', balance_cents: 1000 });
    expect(await walletBalances(t.db, userId, 'EUR')).toEqual({ cash: 0, bonus: 1000, reserved: 0 });
  });
});

describe('wagering with real rounds', () => {
  it('draws the bet from cash first, then bonus money, and counts the whole bet as wagered', async () => {
    const userId = await newPlayer(50);
    const { id } = await issue(userId);
    await activate(id);
    await play(userId, 5, seedFor(5));
    expect(await wallet(userId)).toMatchObject({ cash: 0, bonus: 950, total: 2000, wagered: 100 });
    const [bet] = await t.db.query<{ legs: { kind: string; amount: number }[] }>(
      `select json_agg(json_build_object('kind', a.kind, 'amount', e.amount_cents) order by a.kind) as legs
       from game_rounds r join ledger_entries e on e.transaction_id = r.bet_transaction_id
       join ledger_accounts a on a.id = e.account_id where r.user_id = $1 group by r.id`,
      [userId],
    );
    expect(bet?.legs).toEqual([
      { kind: 'bonus', amount: -50 },
      { kind: 'cash', amount: -50 },
      { kind: 'house_games', amount: 100 },
    ]);
    expect(await bonus(id)).toMatchObject({ stage: 'handle_bets', balance_cents: 950, amount_wager_cents: 100 });
  });

  it('splits a win in the proportion the bet was split', async () => {
    const userId = await newPlayer(30);
    const { id } = await issue(userId, { wagerMultiplier: 50 });
    await activate(id);
    const seed = seedFor(5, 1);
    const win = spin({ lineBetCents: 5 }, seededRng(seed)).totalWinCents;
    await play(userId, 5, seed);
    const bonusShare = Math.floor((win * 70) / 100);
    expect(await wallet(userId)).toMatchObject({ cash: win - bonusShare, bonus: 930 + bonusShare, wagered: 100 });
    expect((await bonus(id)).balance_cents).toBe(930 + bonusShare);
  });

  it('refuses a bet larger than cash and bonus money together, changing nothing', async () => {
    const userId = await newPlayer(50);
    await activate((await issue(userId, { amountCents: 40 })).id);
    const fingerprint = await databaseFingerprint(t.db);
    await expect(play(userId, 5, seedFor(5))).rejects.toMatchObject({
      statusCode: 422,
      errors: {
        line_bet_cents: [
          'not enough money: the bet of $1.00 is more than the $0.50 cash and $0.40 bonus money in your USD wallet; lower the line bet or make a deposit',
        ],
      },
    });
    expect(await databaseFingerprint(t.db)).toEqual(fingerprint);
  });

  it('converts the bonus money to cash at wager_done and promotes the waiting bonus', async () => {
    const userId = await newPlayer(10000);
    const first = await issue(userId, { wagerMultiplier: 1 });
    const second = await issue(userId, { amountCents: 300 });
    await activate(first.id);
    await activate(second.id);
    await play(userId, 50, seedFor(50));
    expect(await bonus(first.id)).toMatchObject({ stage: 'wager_done', balance_cents: 0, amount_wager_cents: 1000 });
    expect(await bonus(second.id)).toMatchObject({ stage: 'handle_bets', balance_cents: 300 });
    expect(await wallet(userId)).toMatchObject({ cash: 10000, bonus: 300, total: 600, wagered: 0 });
    expect(await legs('bonus_convert', userId)).toEqual([
      { kind: 'bonus', amount: -1000 },
      { kind: 'cash', amount: 1000 },
    ]);
    expect((await transitions(first.id)).at(-1)).toEqual({
      from_stage: 'handle_bets',
      to_stage: 'wager_done',
      kind: 'bonus_convert',
    });
    expect((await transitions(second.id)).map((row) => row.to_stage)).toEqual(['issued', 'wait', 'handle_bets']);
  });

  it('caps the conversion at max win and forfeits the rest', async () => {
    const userId = await newPlayer(10000);
    const { id } = await issue(userId, { wagerMultiplier: 1, maxWinCents: 400 });
    await activate(id);
    await play(userId, 50, seedFor(50));
    expect(await bonus(id)).toMatchObject({ stage: 'wager_done', balance_cents: 0 });
    expect(await wallet(userId)).toMatchObject({ cash: 9400, bonus: 0, total: 0, wagered: 0 });
    expect(await legs('bonus_forfeit', userId)).toEqual([
      { kind: 'bonus', amount: -600 },
      { kind: 'house_bonuses', amount: 600 },
    ]);
  });

  it('loses the bonus when its money runs out', async () => {
    const userId = await newPlayer(0);
    const { id } = await issue(userId, { amountCents: 100, wagerMultiplier: 5 });
    await activate(id);
    await play(userId, 5, seedFor(5));
    expect(await bonus(id)).toMatchObject({ stage: 'lost', balance_cents: 0, amount_wager_cents: 100 });
    expect(await wallet(userId)).toMatchObject({ cash: 0, bonus: 0, total: 0, wagered: 0 });
  });

  it('publishes wagering progress on bonuses_changes', async () => {
    const userId = await newPlayer(1000);
    const { id } = await issue(userId);
    await activate(id);
    await play(userId, 5, seedFor(5));
    const [last] = await t.db.query<{ data: { id: number; amount_wager_cents: number } }>(
      `select data from realtime_events where user_id = $1 and channel = 'bonuses_changes' order by seq desc limit 1`,
      [userId],
    );
    expect(last?.data).toMatchObject({ id, amount_wager_cents: 100 });
  });
});

describe('cancellation', () => {
  it('cancels an issued, a waiting and a wagered bonus, forfeiting only the wagered one’s money', async () => {
    const userId = await newPlayer(0);
    const issued = await issue(userId);
    const wagered = await issue(userId, { amountCents: 700 });
    const waiting = await issue(userId, { amountCents: 300 });
    await activate(wagered.id);
    await activate(waiting.id);
    expect(await cancel(issued.id)).toMatchObject({ stage: 'canceled', balance_cents: 0 });
    expect(await wallet(userId)).toMatchObject({ bonus: 700 });
    expect(await cancel(wagered.id)).toMatchObject({ stage: 'canceled', balance_cents: 0 });
    expect(await bonus(waiting.id)).toMatchObject({ stage: 'handle_bets', balance_cents: 300 });
    expect(await legs('bonus_forfeit', userId)).toEqual([
      { kind: 'bonus', amount: -700 },
      { kind: 'house_bonuses', amount: 700 },
    ]);
    const third = await issue(userId);
    await activate(third.id);
    expect(await cancel(third.id)).toMatchObject({ stage: 'canceled' });
    expect(await wallet(userId)).toMatchObject({ bonus: 300, total: 300 * 2 });
  });

  it('refuses to cancel a finished or non-cancelable bonus, changing nothing', async () => {
    const userId = await newPlayer(0);
    const done = await issue(userId);
    await cancel(done.id);
    const fixed = await issue(userId, { cancelable: false });
    await activate(fixed.id);
    const fingerprint = await databaseFingerprint(t.db);
    await expect(cancel(done.id)).rejects.toMatchObject({ statusCode: 422 });
    await expect(cancel(fixed.id)).rejects.toMatchObject({ statusCode: 422 });
    expect(await databaseFingerprint(t.db)).toEqual(fingerprint);
  });

  it('tells what cancelling would leave', async () => {
    const userId = await newPlayer(250);
    const { id } = await issue(userId);
    await activate(id);
    expect(await bonusCancelInfo(t.db, userId, id)).toEqual({
      id,
      total_withdrawal_amount: '250',
      current_balance: '1250',
      cash_balance: '250',
      bonus_balance: '1000',
      bonus_winnings: '0',
    });
    await expect(bonusCancelInfo(t.db, userId + 1, id)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('expiry', () => {
  it('expires an issued bonus past its activation time, and a waiting and a wagered one past their validity', async () => {
    const userId = await newPlayer(0);
    const now = t.clock().getTime();
    const issued = await issue(userId, { activatableUntil: new Date(now + HOUR) });
    const wagered = await issue(userId, { validUntil: new Date(now + 2 * HOUR) });
    const queued = await issue(userId, { amountCents: 200, validUntil: new Date(now + HOUR) });
    const waiting = await issue(userId, { amountCents: 400, validUntil: new Date(now + 5 * HOUR) });
    await activate(wagered.id);
    await activate(queued.id);
    await activate(waiting.id);
    await expireDueBonuses(t.db, new Date(now + HOUR - 1));
    expect(await bonus(issued.id)).toMatchObject({ stage: 'issued' });
    expect(await expireDueBonuses(t.db, new Date(now + HOUR))).toBeGreaterThanOrEqual(2);
    expect(await bonus(issued.id)).toMatchObject({ stage: 'expired' });
    expect(await bonus(queued.id)).toMatchObject({ stage: 'expired', balance_cents: 0 });
    expect(await bonus(wagered.id)).toMatchObject({ stage: 'handle_bets', balance_cents: 1000 });
    expect(await expireDueBonuses(t.db, new Date(now + 2 * HOUR))).toBe(1);
    expect(await bonus(wagered.id)).toMatchObject({ stage: 'expired', balance_cents: 0 });
    expect(await bonus(waiting.id)).toMatchObject({ stage: 'handle_bets', balance_cents: 400 });
    expect(await wallet(userId)).toMatchObject({ bonus: 400, total: 800 });
    expect((await transitions(wagered.id)).at(-1)).toEqual({
      from_stage: 'handle_bets',
      to_stage: 'expired',
      kind: 'bonus_forfeit',
    });
    expect(await legs('bonus_forfeit', userId)).toEqual([
      { kind: 'bonus', amount: -1000 },
      { kind: 'house_bonuses', amount: 1000 },
    ]);
  });

  it('runs on its own while an app with its scheduled jobs is up', async () => {
    const userId = await newPlayer(0);
    const { id } = await issue(userId, { activatableUntil: new Date(t.clock().getTime() + HOUR) });
    t.clock.advance(HOUR);
    const app = await buildApp({ db: t.db, config: t.config, clock: t.clock });
    await app.ready();
    try {
      await vi.waitFor(async () => expect((await bonus(id)).stage).toBe('expired'), { timeout: 5000 });
    } finally {
      await app.close();
    }
  });
});
