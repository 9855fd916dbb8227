import { Payment } from '@casino/sdk/contract';
import { playRealRound } from '../games/play/real-round';
import { createFundedPlayer } from '../testing/funded-player';
import { CLEAN_LEDGER, checkLedger } from '../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../testing/test-app';
import { readDailyTotals } from './daily-totals';

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

async function newPlayer() {
  const email = `daily-${++players}@totals.test`;
  const userId = await t.db.transaction(async (tx) => {
    const id = await createFundedPlayer(tx, email, 1_000_000, t.clock());
    await tx.query(
      `update users set first_name = 'Ada', last_name = 'Lovelace', date_of_birth = '1990-01-01', address = '1 Main St',
         city = 'Boston', postal_code = '02101', gender = 'female', mobile_phone = '+15555550100' where id = $1`,
      [id],
    );
    return id;
  });
  return { userId, email };
}

async function usdGame(): Promise<string> {
  const [row] = await t.db.query<{ identifier: string }>(
    `select g.identifier from games g
     where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = 'USD') order by g.id limit 1`,
  );
  if (!row) throw new Error('no USD game');
  return row.identifier;
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

describe('player daily totals', () => {
  it('adds each real round’s bet to the UTC day it settled in', async () => {
    const { userId } = await newPlayer();
    const identifier = await usdGame();
    const today = t.clock();
    const yesterday = new Date(today.getTime() - DAY);
    let todaysBets = 0;
    for (const at of [yesterday, today, today]) {
      const round = await t.db.transaction((tx) =>
        playRealRound(tx, { userId, identifier, currency: 'USD', lineBetCents: 10 }, at),
      );
      if (at === today) todaysBets += round.round.bet_cents;
    }
    const totals = await readDailyTotals(t.db, userId, isoDay(yesterday), isoDay(today));
    expect(totals.map((row) => [row.day, row.betCents, row.depositCents])).toEqual([
      [isoDay(yesterday), todaysBets / 2, 0],
      [isoDay(today), todaysBets, 0],
    ]);
  });

  it('adds a succeeded deposit, and not a declined one, in the deposit’s transaction', async () => {
    const { userId, email } = await newPlayer();
    const client = t.client();
    await client.signIn(email);
    const deposit = (cardNumber: string, cents: number) =>
      client.post(
        '/api/player/payments/deposit',
        {
          payment: {
            method_id: 'card',
            amount_cents: cents,
            currency: 'USD',
            fields: {
              card_number: cardNumber,
              card_holder: 'Ada Lovelace',
              expiry_month: '12',
              expiry_year: '2030',
              cvv: '123',
            },
          },
        },
        { 'idempotency-key': `daily-deposit-${players}-${cardNumber.replaceAll(' ', '')}` },
      );
    expect(Payment.parse((await deposit('4242 4242 4242 4242', 2_500)).body).state).toBe('succeeded');
    expect(Payment.parse((await deposit('4000 0000 0000 0002', 7_000)).body).state).not.toBe('succeeded');
    const totals = await readDailyTotals(t.db, userId, isoDay(t.clock()), isoDay(t.clock()));
    expect(totals).toEqual([{ day: isoDay(t.clock()), currency: 'USD', depositCents: 2_500, betCents: 0 }]);
  });
});
