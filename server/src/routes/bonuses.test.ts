import { Bonus, BonusCancelInfo, BonusList } from '@casino/sdk/contract';
import { issueBonus } from '../bonuses/issue-bonus';
import { createFundedPlayer } from '../testing/funded-player';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { databaseFingerprint } from '../testing/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual(CLEAN_LEDGER);
});

let players = 0;

/** A new signed-in player with a USD wallet holding `cashCents`, and their user id. */
async function newPlayer(cashCents: number): Promise<{ client: TestClient; userId: number }> {
  const email = `routes${++players}@bonus.test`;
  const userId = await t.db.transaction((tx) => createFundedPlayer(tx, email, cashCents, t.clock()));
  const client = t.client();
  await client.signIn(email);
  return { client, userId };
}

function issue(userId: number, amountCents = 1000, cancelable = true): Promise<number> {
  return t.db.transaction(async (tx) => {
    const row = await issueBonus(
      tx,
      { userId, strategy: 'gift', title: 'Gift', currency: 'USD', amountCents, wagerMultiplier: 3, cancelable },
      t.clock(),
    );
    return row.id;
  });
}

describe('bonus routes', () => {
  it('answer 401 without a session', async () => {
    const client = t.client();
    for (const response of [
      await client.get('/api/player/bonuses'),
      await client.post('/api/player/bonuses/1/activation', {}),
      await client.delete('/api/player/bonuses/1'),
      await client.get('/api/player/bonuses/1/cancel_info'),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ errors: { base: [expect.any(String)] } });
    }
  });

  it('list the player’s bonuses newest first', async () => {
    const { client, userId } = await newPlayer(0);
    const first = await issue(userId);
    const second = await issue(userId, 500);
    const response = await client.get('/api/player/bonuses');
    expect(response.status).toBe(200);
    const list = BonusList.parse(response.body);
    expect(list.map((bonus) => bonus.id)).toEqual([second, first]);
    expect(list[0]).toMatchObject({ stage: 'issued', activatable: true, cancelable: true, amount_cents: 500 });
  });

  it('activate a bonus, queue the next one, and show the wallet’s wagering', async () => {
    const { client, userId } = await newPlayer(0);
    const first = await issue(userId);
    const second = await issue(userId, 500);
    const activated = await client.post(`/api/player/bonuses/${first}/activation`, {});
    expect(activated.status).toBe(200);
    expect(Bonus.parse(activated.body)).toMatchObject({ id: first, stage: 'handle_bets', balance_cents: 1000 });
    const queued = await client.post(`/api/player/bonuses/${second}/activation`, {});
    expect(Bonus.parse(queued.body)).toMatchObject({ id: second, stage: 'wait', balance_cents: 0 });
    const accounts = (await client.get('/api/player/accounts')).body as { currency: string }[];
    expect(accounts.find((account) => account.currency === 'USD')).toMatchObject({
      amount_cents: 1000,
      available_to_cashout_cents: 0,
      total_wagering_cents: 3000,
      wagered_cents: 0,
    });
  });

  it('cancel a wagered bonus, removing its money and promoting the waiting one', async () => {
    const { client, userId } = await newPlayer(200);
    const first = await issue(userId);
    const second = await issue(userId, 500);
    await client.post(`/api/player/bonuses/${first}/activation`, {});
    await client.post(`/api/player/bonuses/${second}/activation`, {});
    const info = await client.get(`/api/player/bonuses/${first}/cancel_info`);
    expect(BonusCancelInfo.parse(info.body)).toEqual({
      id: first,
      total_withdrawal_amount: '200',
      current_balance: '1200',
      cash_balance: '200',
      bonus_balance: '1000',
      bonus_winnings: '0',
    });
    const canceled = await client.delete(`/api/player/bonuses/${first}`);
    expect(canceled.status).toBe(200);
    expect(Bonus.parse(canceled.body)).toMatchObject({ stage: 'canceled', balance_cents: 0, cancelable: false });
    const list = BonusList.parse((await client.get('/api/player/bonuses')).body);
    expect(list.find((bonus) => bonus.id === second)).toMatchObject({ stage: 'handle_bets', balance_cents: 500 });
  });

  it('refuse unknown, foreign, finished and non-cancelable bonuses and bad ids, changing nothing', async () => {
    const { client, userId } = await newPlayer(0);
    const other = await newPlayer(0);
    const foreign = await issue(other.userId);
    const finished = await issue(userId);
    await client.delete(`/api/player/bonuses/${finished}`);
    const fixed = await issue(userId, 100, false);
    await client.post(`/api/player/bonuses/${fixed}/activation`, {});
    const fingerprint = await databaseFingerprint(t.db);
    const answers = [
      [404, await client.post(`/api/player/bonuses/${foreign}/activation`, {})],
      [404, await client.delete(`/api/player/bonuses/${foreign}`)],
      [404, await client.get(`/api/player/bonuses/${foreign}/cancel_info`)],
      [404, await client.post('/api/player/bonuses/999999999/activation', {})],
      [404, await client.post('/api/player/bonuses/abc/activation', {})],
      [404, await client.delete('/api/player/bonuses/-1')],
      [404, await client.get('/api/player/bonuses/1e3/cancel_info')],
      [422, await client.post(`/api/player/bonuses/${finished}/activation`, {})],
      [422, await client.post(`/api/player/bonuses/${fixed}/activation`, {})],
      [422, await client.delete(`/api/player/bonuses/${finished}`)],
      [422, await client.delete(`/api/player/bonuses/${fixed}`)],
    ] as const;
    for (const [status, response] of answers) {
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ errors: { base: [expect.any(String)] } });
    }
    expect(await databaseFingerprint(t.db)).toEqual(fingerprint);
  });
});
