import { postLedgerTransaction } from '../ledger/post';
import { type Acknowledgement, APPLIED_ONCE, checkAppliedOnce, PAYMENT_KEY_PREFIX } from './applied-once';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CARD = {
  card_number: '5555555555554444',
  card_holder: 'Michael Johnson',
  expiry_month: '12',
  expiry_year: '2030',
  cvv: '321',
};

describe('checkAppliedOnce', () => {
  it('passes requests applied once, and finds effects without their key, lost acknowledgements and extra postings', async () => {
    const client = t.client();
    await client.signIn('usd@casino.test');
    const [player] = await t.db.query<{ id: number }>(`select id from users where email = 'usd@casino.test'`);
    const userId = player?.id ?? 0;
    const [game] = await t.db.query<{ identifier: string }>(
      `select g.identifier from games g join game_currency_ids c on c.game_id = g.id and c.currency = 'USD'
       order by g.id limit 1`,
    );
    const round = await client.post(
      '/api/player/games/rounds',
      { game: game?.identifier, currency: 'USD', line_bet_cents: 1 },
      { 'idempotency-key': 'round-1' },
    );
    const deposit = await client.post(
      '/api/player/payments/deposit',
      { payment: { method_id: 'card', amount_cents: 2500, currency: 'USD', fields: CARD } },
      { 'idempotency-key': `${PAYMENT_KEY_PREFIX}1` },
    );
    expect([round.status, deposit.status]).toEqual([201, 201]);
    const roundId = (round.body as { round: { id: number } }).round.id;
    const paymentId = (deposit.body as { id: number }).id;
    const acks: Acknowledgement[] = [
      { userId, key: 'round-1', status: 201, effect: 'round', id: roundId },
      { userId, key: `${PAYMENT_KEY_PREFIX}1`, status: 201, effect: 'payment', id: paymentId },
    ];
    expect(await checkAppliedOnce(t.db, [userId], acks)).toEqual(APPLIED_ONCE);

    // the deposit credited a second time, and a gift credited outside any stage change
    await postLedgerTransaction(
      t.db,
      {
        kind: 'deposit',
        userId,
        paymentId,
        legs: [
          { account: { currency: 'USD', kind: 'house_payments' }, amountCents: -2500 },
          { account: { userId, currency: 'USD', kind: 'cash' }, amountCents: 2500 },
        ],
      },
      t.clock(),
    );
    const gift = await postLedgerTransaction(
      t.db,
      {
        kind: 'bonus_issue',
        userId,
        legs: [
          { account: { currency: 'USD', kind: 'house_bonuses' }, amountCents: -100 },
          { account: { userId, currency: 'USD', kind: 'bonus' }, amountCents: 100 },
        ],
      },
      t.clock(),
    );
    // both keys gone: the round and the payment now took effect without one, and both acknowledgements are lost
    await t.db.query('delete from idempotency_keys where user_id = $1', [userId]);
    expect(await checkAppliedOnce(t.db, [userId], acks)).toEqual({
      ...APPLIED_ONCE,
      lostAcknowledgements: [`${userId}:round-1`, `${userId}:${PAYMENT_KEY_PREFIX}1`],
      roundsNotOnce: [roundId],
      paymentsNotOnce: [paymentId],
      paymentPostings: [paymentId],
      bonusPostings: [gift],
    });
  });
});
