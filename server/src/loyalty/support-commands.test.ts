import { CompPoints, ExchangeResult, Lootbox } from '@casino/sdk/contract';
import { checkCompPoints } from '../testing/comp-point-invariants';
import { createFundedPlayer } from '../testing/funded-player';
import { createTestApp, type TestApp } from '../testing/test-app';
import { postCompPoints } from './comp-points';
import { issueLootbox } from './lootboxes/issue-lootbox';
import { runSupportCommand, SupportUsageError } from './support-commands';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkCompPoints(t.db)).toEqual([]);
});

let players = 0;
async function newPlayer(points: number) {
  const email = `support-${++players}@points.test`;
  const userId = await t.db.transaction(async (tx) => {
    const id = await createFundedPlayer(tx, email, 1_000, t.clock(), 'EUR');
    await postCompPoints(
      tx,
      { userId: id, reason: 'adjustment', reference: `test:${email}`, chargeable: points, persistent: points },
      t.clock(),
      { publish: false },
    );
    return id;
  });
  const client = t.client();
  await client.signIn(email);
  const chargeable = async () => CompPoints.parse((await client.get('/api/player/comp_points')).body).chargeable.points;
  return { userId, client, chargeable };
}

const run = (...args: string[]) => runSupportCommand(t.db, args, t.clock());

describe('loyalty support commands', () => {
  it('cancels an issued box: a bought one gives its price back once, a gift nothing; an opened one stays', async () => {
    const player = await newPlayer(10_000);
    const bought = await player.client.post(
      '/api/comp_points/exchange/lootboxes',
      { exchange: { group: 'lootbox_astro', points: 4_000, currency: 'EUR', quantity: 2 } },
      { 'idempotency-key': 'two-boxes' },
    );
    const [first, second] = ExchangeResult.parse(bought.body).issued.flatMap((issued) =>
      issued.kind === 'lootbox' ? [issued.id] : [],
    );
    expect(await player.chargeable()).toBe(2_000);

    expect(await run('cancel-lootbox', String(first))).toBe(
      `loot box ${first} (Astro loot box) canceled, 4000 points given back`,
    );
    expect(await player.chargeable()).toBe(6_000);
    await expect(run('cancel-lootbox', String(first))).rejects.toThrow(/is canceled: only an issued one/);
    expect(await player.chargeable()).toBe(6_000);
    const opened = await player.client.post(`/api/player/lootboxes/${first}/activation`, {});
    expect(opened.status).toBe(422);

    expect((await player.client.post(`/api/player/lootboxes/${second}/activation`, {})).status).toBe(200);
    await expect(run('cancel-lootbox', String(second))).rejects.toThrow(/is activated/);

    const { row: gift } = await t.db.transaction((tx) =>
      issueLootbox(
        tx,
        { player: player.userId, groupKey: 'lootbox_astro', currency: 'EUR', reference: 'test:gift', strategy: 'gift' },
        t.clock(),
      ),
    );
    expect(await run('cancel-lootbox', String(gift.id))).toMatch(/canceled, 0 points given back$/);
    const [event] = await t.db.query<{ data: unknown }>(
      `select data from realtime_events where user_id = $1 and channel = 'lootboxes_changes' order by seq desc limit 1`,
      [player.userId],
    );
    expect(Lootbox.parse(event?.data)).toMatchObject({ id: gift.id, stage: 'canceled' });
  });

  it('lists the open special reward requests, fulfils one and cancels one with its points back', async () => {
    const player = await newPlayer(8_000);
    const requestOf = async (group: string, points: number) => {
      const response = await player.client.post(
        '/api/comp_points/exchange/special',
        { exchange: { group, points, currency: 'EUR' } },
        { 'idempotency-key': group },
      );
      const [issued] = ExchangeResult.parse(response.body).issued;
      return issued?.kind === 'request' ? issued.id : -1;
    };
    const call = await requestOf('special_manager_call', 5_000);
    const priority = await requestOf('special_priority_cashout', 3_000);
    const queue = await run('requests');
    expect(queue).toContain(`${call}\tplayer ${player.userId}\tA call from a personal manager\t5000 points`);
    expect(queue).toContain(`${priority}\tplayer ${player.userId}\tPriority withdrawals for 30 days\t3000 points`);

    expect(await run('fulfil-request', String(call))).toBe(
      `request ${call} (A call from a personal manager) fulfilled`,
    );
    expect(await run('cancel-request', String(priority))).toBe(
      `request ${priority} (Priority withdrawals for 30 days) canceled, 3000 points given back`,
    );
    expect(await player.chargeable()).toBe(3_000);
    expect(await run('requests')).not.toContain(`player ${player.userId}\t`);
  });

  it('answers its usage to a command line it does not know', async () => {
    await expect(run()).rejects.toBeInstanceOf(SupportUsageError);
    await expect(run('refund-everything')).rejects.toThrow(/unknown command refund-everything\nusage:/);
    await expect(run('cancel-lootbox', 'x')).rejects.toThrow(/cancel-lootbox takes one id/);
  });
});
