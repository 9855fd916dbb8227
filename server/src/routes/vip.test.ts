import { AdventureCalendar, AdventureClaimAnswer, VipManagerList, VipStatusProgress } from '@casino/sdk/contract';
import { VIP_STATUS_GROUPS } from '@casino/sdk/rules';
import { playRealRound } from '../games/play/real-round';
import { openAccount } from '../players/accounts';
import { seedDeposit } from '../seed/seed-deposit';
import { createFundedPlayer } from '../testing/funded-player';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createAdventure, type NewAdventure } from '../vip/adventure-record';
import { promoteVipPlayers } from '../vip/promote-vip-players';
import { reassessVipQuarter } from '../vip/reassess-vip-quarter';
import { setVipManager } from '../vip/vip-managers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
});

const DAY = 86_400_000;
let players = 0;
let usdGame = '';
let gbpGame = '';

async function gameIn(currency: string): Promise<string> {
  const [row] = await t.db.query<{ identifier: string }>(
    `select g.identifier from games g
     where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = $1) order by g.id limit 1`,
    [currency],
  );
  if (!row) throw new Error(`no ${currency} game`);
  return row.identifier;
}

beforeAll(async () => {
  usdGame = await gameIn('USD');
  gbpGame = await gameIn('GBP');
});

/** A signed-in USD player with $1,000,000 of cash to bet (not a deposit: it counts for nothing). */
async function newPlayer() {
  const number = ++players;
  const email = `vip-${number}@vip.test`;
  const userId = await t.db.transaction((tx) => createFundedPlayer(tx, email, 100_000_000, t.clock()));
  const client = t.client();
  await client.signIn(email);
  return { userId, client, number };
}

/** Real rounds of `betCents` each (20 lines), without comp points so that only the VIP status moves groups. */
async function bet(userId: number, totalCents: number, at = t.clock(), currency = 'USD', game = usdGame) {
  const lineBetCents = Math.min(totalCents, 1_000_000) / 20;
  for (let placed = 0; placed < totalCents; placed += lineBetCents * 20) {
    await t.db.transaction((tx) =>
      playRealRound(tx, { userId, identifier: game, currency, lineBetCents }, at, undefined, {
        accrueCompPoints: false,
      }),
    );
  }
}

const deposit = (userId: number, cents: number, at = t.clock(), currency = 'USD') =>
  t.db.transaction((tx) => seedDeposit(tx, userId, currency, cents, at));

async function statusGroups(userId: number): Promise<number[]> {
  const rows = await t.db.query<{ group_id: number }>(
    `select g.group_id from user_groups g join statuses s on s.group_id = g.group_id where g.user_id = $1`,
    [userId],
  );
  return rows.map((row) => row.group_id);
}

async function progress(client: ReturnType<TestApp['client']>) {
  const response = await client.get('/jam/vip_status_progress');
  expect(response.status).toBe(200);
  return VipStatusProgress.parse(response.body);
}

describe('VIP status progress', () => {
  it('is refused to a guest and starts a new player at regular, bronze next', async () => {
    expect((await t.client().get('/jam/vip_status_progress')).status).toBe(401);
    const { userId, client } = await newPlayer();
    expect(await progress(client)).toEqual({
      userId,
      currency: 'USD',
      currentStatus: 'regular',
      activeStatus: 'regular',
      nextStatus: 'bronze',
      depositAmountCents: 0,
      depositThresholdCents: 600_000,
      betSumCents: 0,
      betSumThresholdCents: 6_000_000,
      overallProgress: 0,
    });
  });

  it('counts this quarter’s deposits and bets of every wallet at their value in the active currency', async () => {
    const { userId, client } = await newPlayer();
    await t.db.transaction((tx) => openAccount(tx, userId, 'GBP', t.clock()));
    await deposit(userId, 150_000);
    await deposit(userId, 90_000, t.clock(), 'GBP');
    await bet(userId, 300_000);
    await bet(userId, 90_000, t.clock(), 'GBP', gbpGame);
    // last quarter's deposit and bets count for nothing now
    await deposit(userId, 500_000, new Date(t.clock().getTime() - 70 * DAY));
    await bet(userId, 1_000_000, new Date(t.clock().getTime() - 70 * DAY));
    const answer = await progress(client);
    // £900 is worth $1,000 (CURRENCY_VALUES: GBP 900, USD 1,000)
    expect([answer.depositAmountCents, answer.betSumCents]).toEqual([250_000, 400_000]);
    // the mean of 250,000 / 600,000 and 400,000 / 6,000,000
    expect(answer.overallProgress).toBe(24);
    expect(answer.activeStatus).toBe('regular');
  });

  it('assesses a batch in one run: who reached a status is promoted, the others only have their sums recorded', async () => {
    const small = await newPlayer();
    const big = await newPlayer();
    await bet(small.userId, 100_000);
    await deposit(big.userId, 600_000);
    await bet(big.userId, 6_000_000);
    expect(await promoteVipPlayers(t.db, t.clock())).toBeGreaterThanOrEqual(2);
    const ids = [small.userId, big.userId];
    expect(
      await t.db.query('select user_id, status from vip_statuses where user_id = any ($1::bigint[])', [ids]),
    ).toEqual([{ user_id: big.userId, status: 'bronze' }]);
    expect(
      await t.db.query(
        'select user_id, moved_cents from vip_assessments where user_id = any ($1::bigint[]) order by user_id',
        [ids],
      ),
    ).toEqual([
      { user_id: small.userId, moved_cents: 100_000 },
      { user_id: big.userId, moved_cents: 6_600_000 },
    ]);
    expect(await promoteVipPlayers(t.db, t.clock())).toBe(0);
    // only what moved is assessed again
    await bet(small.userId, 100_000);
    expect(await promoteVipPlayers(t.db, t.clock())).toBe(1);
    expect(await progress(small.client)).toMatchObject({ currentStatus: 'regular', betSumCents: 200_000 });
  });

  it('promotes a player at once, into the status group, held until the end of the next quarter', async () => {
    const { userId, client } = await newPlayer();
    await deposit(userId, 1_200_000);
    await bet(userId, 12_000_000);
    expect(await promoteVipPlayers(t.db, t.clock())).toBeGreaterThanOrEqual(1);
    const [held] = await t.db.query<{ status: string; held_until: Date }>(
      'select status, held_until from vip_statuses where user_id = $1',
      [userId],
    );
    expect(held).toEqual({ status: 'silver', held_until: new Date('2026-07-01T00:00:00Z') });
    expect(await statusGroups(userId)).toEqual([VIP_STATUS_GROUPS.silver]);
    // nothing moved since: the job leaves him alone
    expect(await promoteVipPlayers(t.db, t.clock())).toBe(0);
    expect(await progress(client)).toMatchObject({
      currentStatus: 'silver',
      activeStatus: 'silver',
      nextStatus: 'gold',
      depositThresholdCents: 1_800_000,
      betSumThresholdCents: 18_000_000,
      overallProgress: 66,
    });
  });

  it('promotes on reading the progress too', async () => {
    const { userId, client } = await newPlayer();
    await deposit(userId, 600_000);
    await bet(userId, 6_000_000);
    expect(await progress(client)).toMatchObject({ currentStatus: 'bronze', activeStatus: 'bronze' });
    expect(await statusGroups(userId)).toEqual([VIP_STATUS_GROUPS.bronze]);
  });
});

describe('VIP managers', () => {
  it('answers the managers of the asked groups that have one, to anyone, and refuses a malformed body', async () => {
    const manager = (group: number, name: string) => ({
      group,
      name,
      avatar_url: '/assets/managers/test.svg',
      hours: { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00', time_zone: 'Europe/Berlin' },
      contacts: [{ kind: 'email' as const, label: `${name.toLowerCase()}@casino.test`, href: 'mailto:m@casino.test' }],
    });
    await t.db.transaction(async (tx) => {
      await setVipManager(tx, manager(VIP_STATUS_GROUPS.gold, 'Greta'));
      await setVipManager(tx, manager(VIP_STATUS_GROUPS.bronze, 'Bruno'));
    });
    const response = await t.client().post('/api/fe/config/managers', {
      userGroups: [21, VIP_STATUS_GROUPS.gold, VIP_STATUS_GROUPS.bronze],
    });
    expect(response.status).toBe(200);
    const managers = VipManagerList.parse(response.body);
    expect(managers.map((each) => [each.group, each.name])).toEqual([
      [VIP_STATUS_GROUPS.gold, 'Greta'],
      [VIP_STATUS_GROUPS.bronze, 'Bruno'],
    ]);
    expect(managers[0]?.hours).toEqual(manager(0, 'x').hours);
    expect((await t.client().post('/api/fe/config/managers', { userGroups: ['gold'] })).status).toBe(422);
    expect((await t.client().post('/api/fe/config/managers', {})).status).toBe(422);
  });
});

describe('adventure calendar', () => {
  const bonusPrize = (title: string, cents: number) => ({
    type: 'bonus' as const,
    title,
    amount_cents: cents,
    wager_multiplier: 30,
    freespins_count: null,
    game: null,
    bet_cents: null,
  });

  /** An adventure in EUR that started yesterday: a deposit day, a bets day (today), a two-day deposit-and-bets day. */
  async function newAdventure(): Promise<NewAdventure> {
    const adventure: NewAdventure = {
      title: `Test adventure ${++players}`,
      currency: 'EUR',
      startDate: new Date(t.clock().getTime() - DAY).toISOString().slice(0, 10),
      days: [
        { condition: { minDep: 2_000, wager: 0, periodActivationDays: 1 }, prize: bonusPrize('Day one bonus', 500) },
        {
          condition: { minDep: 0, wager: 5_000, periodActivationDays: 1 },
          prize: {
            type: 'fs',
            title: 'Day two spins',
            amount_cents: null,
            wager_multiplier: 0,
            freespins_count: 10,
            game: usdGame,
            bet_cents: 10,
          },
        },
        { condition: { minDep: 2_000, wager: 5_000, periodActivationDays: 2 }, prize: bonusPrize('Day three', 1_000) },
      ],
      superPrize: bonusPrize('Super prize', 5_000),
    };
    await t.db.transaction((tx) => createAdventure(tx, adventure, t.clock()));
    return adventure;
  }

  async function calendar(client = t.client()) {
    const response = await client.get('/api/fe/config/vip-adventures');
    expect(response.status).toBe(200);
    return AdventureCalendar.parse(response.body);
  }

  const claim = (client: ReturnType<TestApp['client']>, day: number | 'superb') =>
    client.post(`/api/player/vip-adventures/${day}/claim`, {});

  it('shows a guest the days without progress, in the adventure’s currency', async () => {
    const adventure = await newAdventure();
    const shown = await calendar();
    expect(shown.title).toBe(adventure.title);
    expect(shown.currency).toBe('EUR');
    expect(shown.days.map((day) => [day.day, day.date, day.today, day.isCompleted, day.step, day.stepTotal])).toEqual([
      [1, '2026-03-01', false, false, 0, 1],
      [2, '2026-03-02', true, false, 0, 1],
      [3, '2026-03-03', false, false, 0, 2],
    ]);
    expect(shown.days[2]?.activeUntil).toBe('2026-03-05T00:00:00.000Z');
    expect(shown.superPrize).toEqual({ prize: bonusPrize('Super prize', 5_000), claimedAt: null });
  });

  it('counts a player’s deposits and bets in each day’s window and pays a completed day once', async () => {
    await newAdventure();
    const { userId, client } = await newPlayer();
    await t.db.transaction((tx) => openAccount(tx, userId, 'GBP', t.clock()));
    const yesterday = new Date(t.clock().getTime() - DAY);
    await deposit(userId, 1_000, yesterday);
    await deposit(userId, 900, yesterday, 'GBP');
    await bet(userId, 4_000);
    const shown = await calendar(client);
    expect(shown.currency).toBe('USD');
    // $10 and £9 are worth $20: day one is met; today's $40 of bets is under day two's $50
    expect(shown.days.map((day) => [day.depositCents, day.wagerCents, day.step, day.isCompleted])).toEqual([
      [2_000, 0, 1, true],
      [0, 4_000, 0, false],
      [0, 0, 0, false],
    ]);
    expect((await claim(client, 2)).body).toEqual({ errors: { day: ['not_completed'] } });
    expect((await claim(client, 'superb')).body).toEqual({ errors: { day: ['not_completed'] } });

    const first = await claim(client, 1);
    expect(first.status).toBe(200);
    const answer = AdventureClaimAnswer.parse(first.body);
    expect(answer.gift.type).toBe('bonus');
    expect(answer.calendar.days[0]?.claimedAt).toBe(t.clock().toISOString());
    const [gift] = await t.db.query<{ amount_cents: number; currency: string; title: string; stage: string }>(
      'select amount_cents, currency, title, stage from bonuses where id = $1 and user_id = $2',
      [answer.gift.id, userId],
    );
    expect(gift).toEqual({ amount_cents: 500, currency: 'USD', title: 'Day one bonus', stage: 'issued' });
    const second = await claim(client, 1);
    expect([second.status, second.body]).toEqual([422, { errors: { day: ['already_claimed'] } }]);
    expect((await claim(client, 9)).status).toBe(404);
    expect((await claim(t.client(), 1)).status).toBe(401);
  });

  it('gives one gift for two claims at once', async () => {
    await newAdventure();
    const { userId, client } = await newPlayer();
    await bet(userId, 6_000);
    const answers = await Promise.all([claim(client, 2), claim(client, 2)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const gifts = await t.db.query(`select 1 from freespins where user_id = $1 and group_key like 'adventure:%'`, [
      userId,
    ]);
    expect(gifts).toHaveLength(1);
  });

  it('pays the super prize once every day is completed, and nothing once the adventure’s time is over', async () => {
    await newAdventure();
    const { userId, client, number } = await newPlayer();
    await deposit(userId, 2_000, new Date(t.clock().getTime() - DAY));
    await bet(userId, 6_000);
    const start = t.clock().getTime();
    t.clock.advance(DAY);
    await client.signIn(`vip-${number}@vip.test`);
    await deposit(userId, 2_000);
    await bet(userId, 6_000);
    const shown = await calendar(client);
    expect(shown.days.every((day) => day.isCompleted)).toBe(true);
    expect(
      AdventureClaimAnswer.parse((await claim(client, 'superb')).body).calendar.superPrize.claimedAt,
    ).not.toBeNull();
    // the day after the last day (2026-03-04) is the last one to claim on
    t.clock.advance(Date.parse('2026-03-05T00:00:00Z') - t.clock().getTime());
    await client.signIn(`vip-${number}@vip.test`);
    expect((await claim(client, 1)).body).toEqual({ errors: { day: ['finished'] } });
    t.clock.advance(start - t.clock().getTime());
  });
});

/** Last: it moves the clock by months. */
describe('VIP quarter end', () => {
  it('keeps a status through the next quarter, then holds what that quarter reached; diamond for life', async () => {
    const silver = await newPlayer();
    await deposit(silver.userId, 1_200_000);
    await bet(silver.userId, 12_000_000);
    const diamond = await newPlayer();
    await deposit(diamond.userId, 2_400_000);
    await bet(diamond.userId, 24_000_000);
    await promoteVipPlayers(t.db, t.clock());
    expect(await progress(diamond.client)).toMatchObject({ currentStatus: 'diamond', nextStatus: null });

    // sessions end while the clock moves by months: each player signs in again
    const moveTo = async (iso: string) => {
      t.clock.advance(Date.parse(iso) - t.clock().getTime());
      await silver.client.signIn(`vip-${silver.number}@vip.test`);
      await diamond.client.signIn(`vip-${diamond.number}@vip.test`);
    };
    await moveTo('2026-04-01T00:00:01Z');
    expect(await reassessVipQuarter(t.db, t.clock())).toBeGreaterThanOrEqual(2);
    expect(await reassessVipQuarter(t.db, t.clock())).toBe(0);
    expect(await progress(silver.client)).toMatchObject({
      currentStatus: 'silver',
      activeStatus: 'regular',
      depositAmountCents: 0,
    });
    // in the second quarter the silver player only reaches bronze
    await deposit(silver.userId, 600_000);
    await bet(silver.userId, 6_000_000);
    await promoteVipPlayers(t.db, t.clock());
    expect(await progress(silver.client)).toMatchObject({ currentStatus: 'silver', activeStatus: 'bronze' });

    await moveTo('2026-07-01T00:00:01Z');
    await reassessVipQuarter(t.db, t.clock());
    expect(await progress(silver.client)).toMatchObject({ currentStatus: 'bronze', activeStatus: 'regular' });
    expect(await statusGroups(silver.userId)).toEqual([VIP_STATUS_GROUPS.bronze]);
    expect(await progress(diamond.client)).toMatchObject({ currentStatus: 'diamond', activeStatus: 'regular' });

    await moveTo('2026-10-01T00:00:01Z');
    await reassessVipQuarter(t.db, t.clock());
    expect(await progress(silver.client)).toMatchObject({ currentStatus: 'regular' });
    expect(await t.db.query('select 1 from vip_statuses where user_id = $1', [silver.userId])).toEqual([]);
    expect(await progress(diamond.client)).toMatchObject({ currentStatus: 'diamond' });
    expect(await statusGroups(diamond.userId)).toEqual([VIP_STATUS_GROUPS.diamond]);
  });
});
