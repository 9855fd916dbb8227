import {
  CompPoints,
  ExchangeRefusal,
  ExchangeResult,
  Lootbox,
  LootboxActivation,
  LootboxList,
  RateCardList,
  WheelConfig,
  WheelSegments,
} from '@casino/sdk/contract';
import { postCompPoints } from '../loyalty/comp-points';
import { activateLootbox } from '../loyalty/lootboxes/activate-lootbox';
import { expireDueLootboxes } from '../loyalty/lootboxes/expire-lootboxes';
import { issueLootbox } from '../loyalty/lootboxes/issue-lootbox';
import { WHEEL_SPIN_CARD, WHEEL_SPIN_GROUP_KEY } from '../loyalty/wheel/wheel-config';
import { addGroups } from '../players/groups';
import { GROUP } from '../seed/groups';
import { LOOTBOX_CONFIGS } from '../seed/lootbox-configs';
import { checkCompPoints } from '../testing/comp-point-invariants';
import { createFundedPlayer } from '../testing/funded-player';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
  expect(await checkCompPoints(t.db)).toEqual([]);
});

/** Shorter than a session's idle timeout, so the player stays signed in while a box lapses. */
const LAPSE_MS = 5 * 60_000;
let players = 0;
let references = 0;

/** A new signed-in player with a wallet in `currency`, in `groups`. */
async function newPlayer(currency = 'USD', groups: readonly number[] = []) {
  const email = `lootbox-${++players}@boxes.test`;
  const userId = await t.db.transaction(async (tx) => {
    const id = await createFundedPlayer(tx, email, 100_000, t.clock(), currency);
    await addGroups(tx, id, groups, t.clock());
    return id;
  });
  const client = t.client();
  await client.signIn(email);
  return { userId, client, currency };
}

/** Issues a box of `groupKey` to the player (as the Rocket Mart's exchange does). */
async function issue(player: { userId: number; currency: string }, groupKey = 'lootbox_astro', validFor?: number) {
  const { row } = await t.db.transaction((tx) =>
    issueLootbox(
      tx,
      { player: player.userId, groupKey, currency: player.currency, reference: `test:${++references}`, validFor },
      t.clock(),
    ),
  );
  return row;
}

/** What the player's gifts hold that came out of loot boxes. */
async function gifts(userId: number) {
  const [row] = await t.db.query<{ bonuses: number; freespins: number }>(
    `select (select count(*)::int from bonuses where user_id = $1 and strategy = 'gift') as bonuses,
       (select count(*)::int from freespins where user_id = $1 and strategy = 'gift') as freespins`,
    [userId],
  );
  return row;
}

async function boxEvents(userId: number) {
  const rows = await t.db.query<{ data: unknown }>(
    `select data from realtime_events where user_id = $1 and channel = 'lootboxes_changes' order by seq`,
    [userId],
  );
  return rows.map((row) => Lootbox.parse(row.data));
}

/** The stored box as the database holds it. */
async function stored(id: number) {
  const [row] = await t.db.query<{ stage: string; prize_index: number | null }>(
    'select stage, prize_index from lootboxes where id = $1',
    [id],
  );
  return row;
}

describe('GET /api/player/lootboxes', () => {
  it('lists the player’s boxes with the prize table of their group, nobody has won yet; 401 for a guest', async () => {
    expect((await t.client().get('/api/player/lootboxes')).status).toBe(401);
    const player = await newPlayer();
    const box = await issue(player);
    const response = await player.client.get('/api/player/lootboxes');
    expect(response.status).toBe(200);
    const [listed, ...others] = LootboxList.parse(response.body);
    expect(others).toEqual([]);
    expect(listed).toMatchObject({ id: box.id, stage: 'issued', currency: 'USD', group_key: 'lootbox_astro' });
    const seeded = LOOTBOX_CONFIGS.find((c) => c.groupKey === 'lootbox_astro')?.tables.default ?? [];
    expect(listed?.items.map((item) => item.weight)).toEqual(seeded.map((prize) => prize.weight));
    expect(listed?.items.every((item) => !item.prize)).toBe(true);
    // amounts are cut down to the box's currency
    const amounts = listed?.items.flatMap((item) => item.bonuses[0]?.attributes ?? []);
    expect(
      amounts?.flatMap((a) => (Array.isArray(a.value) && a.field !== 'games' ? a.value : [])).map((a) => a.currency),
    ).toSatisfy((currencies: string[]) => currencies.length > 0 && currencies.every((c) => c === 'USD'));
  });

  it('issues from the first configured group in ascending id, the default table otherwise, EUR when the currency has no amounts', async () => {
    const tester = await newPlayer('USD', [GROUP.vipClub, GROUP.tester]);
    const vip = await newPlayer('USD', [GROUP.vipClub]);
    const plain = await newPlayer('JPY');
    expect((await issue(tester)).segment_key).toBe(String(GROUP.tester));
    expect((await issue(vip)).segment_key).toBe(String(GROUP.vipClub));
    const yen = await issue(plain);
    expect(yen).toMatchObject({ segment_key: 'default', currency: 'EUR' });
  });
});

describe('POST /api/player/lootboxes/{id}/activation', () => {
  it('draws once and pays the prize through the gift engines; a repeat answers the same result', async () => {
    const player = await newPlayer();
    const box = await issue(player);
    const first = await player.client.post(`/api/player/lootboxes/${box.id}/activation`, {});
    expect(first.status).toBe(200);
    const activation = LootboxActivation.parse(first.body);
    expect(activation.lootbox).toMatchObject({ id: box.id, stage: 'activated' });
    expect(activation.lootbox.items.map((item) => item.prize)).toEqual(
      activation.lootbox.items.map((_, index) => index === activation.prize_index),
    );
    const won = activation.lootbox.items[activation.prize_index]?.bonuses[0];
    expect(activation.issued.type).toBe(won?.type);
    expect(await gifts(player.userId)).toEqual(
      won?.type === 'bonus' ? { bonuses: 1, freespins: 0 } : { bonuses: 0, freespins: 1 },
    );

    const again = await player.client.post(`/api/player/lootboxes/${box.id}/activation`, {});
    expect(again.status).toBe(200);
    expect(LootboxActivation.parse(again.body)).toEqual(activation);
    expect(await gifts(player.userId)).toEqual(
      won?.type === 'bonus' ? { bonuses: 1, freespins: 0 } : { bonuses: 0, freespins: 1 },
    );
  });

  it('credits a bonus prize with its wager and maximum win, and issues free-spin prizes on their game and line bet', async () => {
    const player = await newPlayer();
    const box = await issue(player);
    const items = box.items;
    const bonusIndex = items.findIndex((item) => item.bonus.type === 'bonus');
    const bonusTicket = items.slice(0, bonusIndex).reduce((sum, item) => sum + item.weight, 0);
    const paid = await t.db.transaction((tx) =>
      activateLootbox(tx, player.userId, box.id, t.clock(), () => bonusTicket),
    );
    expect(paid.prize_index).toBe(bonusIndex);
    if (paid.issued.type !== 'bonus') throw new Error('a bonus was drawn');
    const amount = items[bonusIndex]?.bonus.attributes.find((a) => a.field === 'bonus_amount')?.value;
    const wager = items[bonusIndex]?.bonus.result_bonus.find((r) => r.field === 'wager')?.value;
    const maxWin = items[bonusIndex]?.bonus.result_bonus.find((r) => r.field === 'max_win')?.value;
    const amountCents = Array.isArray(amount) ? (amount[0]?.amount_cents ?? 0) : 0;
    expect(paid.issued.bonus).toMatchObject({
      stage: 'handle_bets',
      currency: 'USD',
      amount_cents: amountCents,
      balance_cents: amountCents,
      amount_wager_requirement_cents: amountCents * Number(wager),
      max_win_cents: Array.isArray(maxWin) ? maxWin[0]?.amount_cents : null,
      group_key: 'lootbox_astro',
    });

    const spins = await issue(player);
    const paidSpins = await t.db.transaction((tx) => activateLootbox(tx, player.userId, spins.id, t.clock(), () => 0));
    if (paidSpins.issued.type !== 'freespins') throw new Error('free spins were drawn');
    const spinsPrize = spins.items[0]?.bonus;
    expect(paidSpins.issued.freespins).toMatchObject({
      stage: 'issued',
      currency: 'USD',
      freespins_total: spinsPrize?.attributes.find((a) => a.field === 'freespins_count')?.value,
      games: spinsPrize?.attributes.find((a) => a.field === 'games')?.value,
      bet_level: 20,
      wager_multiplier: 3,
    });
  });

  it('opens a box once however many activations race for it', async () => {
    const player = await newPlayer();
    const box = await issue(player);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => player.client.post(`/api/player/lootboxes/${box.id}/activation`, {})),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const indexes = new Set(answers.map((answer) => LootboxActivation.parse(answer.body).prize_index));
    expect(indexes.size).toBe(1);
    const { bonuses = 0, freespins = 0 } = (await gifts(player.userId)) ?? {};
    expect(bonuses + freespins).toBe(1);
  });

  it('refuses an expired box, someone else’s and an unknown one, and changes nothing', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const theirs = await issue(other);
    const late = await issue(player, 'lootbox_astro', LAPSE_MS);
    const before = await boxEvents(player.userId);

    const foreign = await player.client.post(`/api/player/lootboxes/${theirs.id}/activation`, {});
    expect(foreign.status).toBe(404);
    expect((await player.client.post('/api/player/lootboxes/999999999/activation', {})).status).toBe(404);
    expect((await t.client().post(`/api/player/lootboxes/${late.id}/activation`, {})).status).toBe(401);

    t.clock.advance(2 * LAPSE_MS);
    const pastDeadline = await player.client.post(`/api/player/lootboxes/${late.id}/activation`, {});
    expect(pastDeadline.status).toBe(422);
    expect(pastDeadline.body).toMatchObject({ errors: { base: [expect.stringContaining('could be opened until')] } });
    expect(await stored(late.id)).toEqual({ stage: 'issued', prize_index: null });
    expect(await stored(theirs.id)).toEqual({ stage: 'issued', prize_index: null });
    expect(await gifts(player.userId)).toEqual({ bonuses: 0, freespins: 0 });
    expect(await gifts(other.userId)).toEqual({ bonuses: 0, freespins: 0 });
    expect(await boxEvents(player.userId)).toEqual(before);

    expect(await expireDueLootboxes(t.db, t.clock())).toBeGreaterThanOrEqual(1);
    expect(await stored(late.id)).toEqual({ stage: 'expired', prize_index: null });
    const expired = await player.client.post(`/api/player/lootboxes/${late.id}/activation`, {});
    expect(expired.status).toBe(422);
    expect(expired.body).toMatchObject({ errors: { base: [expect.stringContaining('expired')] } });
    expect(await gifts(player.userId)).toEqual({ bonuses: 0, freespins: 0 });
    expect(await stored(theirs.id)).toEqual({ stage: 'issued', prize_index: null });
  });

  it('asks a player who turned bonuses off to turn them on before opening a box that may hold one', async () => {
    const player = await newPlayer();
    const box = await issue(player);
    const off = await player.client.patch('/api/player/update_bonus_settings', { can_issue: false });
    expect(off.status).toBeLessThan(300);
    const refused = await player.client.post(`/api/player/lootboxes/${box.id}/activation`, {});
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: { base: [expect.stringContaining('turn bonuses on')] } });
    expect(await stored(box.id)).toEqual({ stage: 'issued', prize_index: null });
    expect(await gifts(player.userId)).toEqual({ bonuses: 0, freespins: 0 });
    await player.client.patch('/api/player/update_bonus_settings', { can_issue: true });
    expect((await player.client.post(`/api/player/lootboxes/${box.id}/activation`, {})).status).toBe(200);
  });

  it('publishes lootboxes_changes on issue, activation and expiry', async () => {
    const player = await newPlayer();
    const opened = await issue(player);
    const lapsing = await issue(player, 'lootbox_astro', LAPSE_MS);
    await player.client.post(`/api/player/lootboxes/${opened.id}/activation`, {});
    t.clock.advance(2 * LAPSE_MS);
    await expireDueLootboxes(t.db, t.clock());
    expect((await boxEvents(player.userId)).map((box) => [box.id, box.stage])).toEqual([
      [opened.id, 'issued'],
      [lapsing.id, 'issued'],
      [opened.id, 'activated'],
      [lapsing.id, 'expired'],
    ]);
  });
});

describe('the wheel', () => {
  it('answers the config with EUR’s spin cost first and the segments of the player’s first configured group', async () => {
    const config = WheelConfig.parse((await t.client().get('/api/fe/config/wheel-config')).body);
    expect(config.spin_cost).toEqual([{ currency: 'EUR', points: 1_500 }]);
    expect(config).toMatchObject({
      lootbox_group_keys: ['wheel', 'manual_wheel'],
      spin_group_key: WHEEL_SPIN_GROUP_KEY,
    });
    const wheel = LOOTBOX_CONFIGS.find((c) => c.groupKey === WHEEL_SPIN_GROUP_KEY);

    const guest = WheelSegments.parse((await t.client().get('/api/fe/config/wheel-config-segments')).body);
    expect(guest.key).toBe('default');
    expect(guest.segments.map((s) => s.label)).toEqual([
      '10 FS',
      '€2',
      '20 FS',
      '€5',
      '50 FS',
      '€20',
      '100 FS',
      '€100',
    ]);
    expect(guest.segments.map((s) => s.weight)).toEqual(wheel?.tables.default?.map((p) => p.weight));

    const highRoller = await newPlayer('USD', [GROUP.highRoller]);
    const segments = WheelSegments.parse((await highRoller.client.get('/api/fe/config/wheel-config-segments')).body);
    expect(segments.key).toBe(String(GROUP.highRoller));
    expect(segments.segments.map((s) => s.weight)).toEqual(wheel?.tables[GROUP.highRoller]?.map((p) => p.weight));

    // a spin's items are those segments, so its prize index is the segment to land on
    const spin = await issue(highRoller, WHEEL_SPIN_GROUP_KEY);
    const answer = await highRoller.client.post(`/api/player/lootboxes/${spin.id}/activation`, {});
    const { prize_index: index, lootbox } = LootboxActivation.parse(answer.body);
    expect(lootbox.items.map((item) => item.weight)).toEqual(segments.segments.map((s) => s.weight));
    expect(lootbox.items[index]?.bonuses[0]?.title).toBe(
      wheel?.tables[GROUP.highRoller]?.[index]?.bonus.title.replace(
        '{bonus_amount}',
        `$${[10, 25, 100, 1_000][index >> 1]?.toLocaleString('en-US')}`,
      ),
    );
    expect(segments.segments.map((s) => s.label)).toEqual([
      '25 FS',
      '$10',
      '50 FS',
      '$25',
      '100 FS',
      '$100',
      '250 FS',
      '$1,000',
    ]);
    expect(segments.segments[7]?.description).toBe('$1,000 bonus, wager x30, wins up to $10,000');
    expect(segments.segments[0]?.description).toBe(
      '25 free spins on Golden Rocket at $0.50 a line, winnings wagered x3',
    );
  });

  it('sells a spin for the cost in comp points once per Idempotency-Key, and says how many points are missing', async () => {
    const player = await newPlayer('USD');
    const buy = (key: string) => player.client.post('/api/player/wheel/spins', {}, { 'idempotency-key': key });
    const poor = await buy('spin-1');
    expect(poor.status).toBe(422);
    expect(ExchangeRefusal.parse(poor.body)).toEqual({
      errors: { points: ['1500 more points needed'] },
      code: 'insufficient_points',
      missing_points: 1_500,
    });
    expect(await boxEvents(player.userId)).toEqual([]);

    await grant(player.userId, 1_700);
    const bought = await buy('spin-2');
    expect(bought.status).toBe(201);
    const spin = Lootbox.parse(bought.body);
    expect(spin).toMatchObject({ group_key: WHEEL_SPIN_GROUP_KEY, strategy: 'purchase', stage: 'issued' });
    const repeat = await buy('spin-2');
    expect(repeat.status).toBe(201);
    expect(Lootbox.parse(repeat.body).id).toBe(spin.id);
    const points = CompPoints.parse((await player.client.get('/api/player/comp_points')).body);
    expect(points).toEqual({ chargeable: { points: 200 }, persistent: { points: 1_700 } });

    const short = await buy('spin-3');
    expect(ExchangeRefusal.parse(short.body)).toMatchObject({ code: 'insufficient_points', missing_points: 1_300 });
    const boxes = LootboxList.parse((await player.client.get('/api/player/lootboxes')).body);
    expect(boxes.map((box) => box.id)).toEqual([spin.id]);
  });

  it('sells the same spin in the Rocket Mart at one price, which the wheel page charges too', async () => {
    const card = RateCardList.parse((await t.client().get('/api/comp_points/rates/lootboxes')).body).find(
      (c) => c.group === WHEEL_SPIN_CARD,
    );
    expect(card).toMatchObject({ rate: { points: 1_500 }, rates: [], requires_bonuses: true });
    const player = await newPlayer('EUR');
    await grant(player.userId, 5_000);
    const shop = await player.client.post(
      '/api/comp_points/exchange/lootboxes',
      { exchange: { group: WHEEL_SPIN_CARD, points: 1_500, currency: 'EUR', quantity: 2 } },
      { 'idempotency-key': 'shop-spins' },
    );
    expect(shop.status).toBe(201);
    expect(ExchangeResult.parse(shop.body).points).toBe(3_000);
    const shopSpins = LootboxList.parse((await player.client.get('/api/player/lootboxes')).body);
    expect(shopSpins.map((box) => [box.group_key, box.strategy])).toEqual([
      [WHEEL_SPIN_GROUP_KEY, 'exchange'],
      [WHEEL_SPIN_GROUP_KEY, 'exchange'],
    ]);

    // the card's price is the spin's: changing it moves the wheel's cost and what the wheel page charges
    await t.db.query('update comp_point_rates set points = 900 where group_key = $1', [WHEEL_SPIN_CARD]);
    try {
      const config = WheelConfig.parse((await t.client().get('/api/fe/config/wheel-config')).body);
      expect(config.spin_cost).toEqual([{ currency: 'EUR', points: 900 }]);
      const bought = await player.client.post('/api/player/wheel/spins', {}, { 'idempotency-key': 'page-spin' });
      expect(bought.status).toBe(201);
      const points = CompPoints.parse((await player.client.get('/api/player/comp_points')).body);
      expect(points.chargeable.points).toBe(5_000 - 3_000 - 900);
      const exchanges = await t.db.query<{ group_key: string; points: number }>(
        'select group_key, points::int from comp_point_exchanges where user_id = $1 order by id',
        [player.userId],
      );
      expect(exchanges).toEqual([
        { group_key: WHEEL_SPIN_CARD, points: 3_000 },
        { group_key: WHEEL_SPIN_CARD, points: 900 },
      ]);
      await t.db.query('update comp_point_rates set active = false where group_key = $1', [WHEEL_SPIN_CARD]);
      expect(WheelConfig.parse((await t.client().get('/api/fe/config/wheel-config')).body).spin_cost).toEqual([]);
      const closed = await player.client.post('/api/player/wheel/spins', {}, { 'idempotency-key': 'closed' });
      expect(ExchangeRefusal.parse(closed.body)).toMatchObject({ code: 'unknown_reward' });
    } finally {
      await t.db.query('update comp_point_rates set points = 1500, active = true where group_key = $1', [
        WHEEL_SPIN_CARD,
      ]);
    }
  });
});

let grants = 0;
/** Gives the player `points` chargeable and persistent points. */
function grant(userId: number, points: number) {
  return t.db.transaction((tx) =>
    postCompPoints(
      tx,
      { userId, reason: 'adjustment', reference: `test:points:${++grants}`, chargeable: points, persistent: points },
      t.clock(),
    ),
  );
}
