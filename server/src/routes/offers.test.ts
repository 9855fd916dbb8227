import { AccountList, BonusOfferList, Profile, StoredNotificationList } from '@casino/sdk/contract';
import type { BonusRow } from '../bonuses/bonus-record';
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

const DAY = 86_400_000;
let keys = 0;
const CARD = {
  card_number: '4242 4242 4242 4242',
  card_holder: 'Demo Player',
  expiry_month: '12',
  expiry_year: '2030',
  cvv: '123',
};

async function signedIn(email: string) {
  const client = t.client();
  await client.signIn(email);
  return client;
}

function deposit(client: TestClient, currency: string, amount: number, code?: string) {
  return client.post(
    '/api/player/payments/deposit',
    {
      payment: {
        method_id: 'card',
        amount_cents: amount,
        currency,
        fields: CARD,
        ...(code === undefined ? {} : { deposit_bonus_code: code }),
      },
    },
    { 'idempotency-key': `offers-${++keys}` },
  );
}

async function bonusesOf(email: string): Promise<BonusRow[]> {
  return t.db.query<BonusRow>(
    `select b.* from bonuses b join users u on u.id = b.user_id where u.email = $1 order by b.id`,
    [email],
  );
}

async function newBonuses(email: string, before: BonusRow[]) {
  return (await bonusesOf(email)).filter((row) => !before.some((old) => old.id === row.id));
}

async function notifications(client: TestClient) {
  const response = await client.get('/api/player/notifications');
  expect(response.status).toBe(200);
  return StoredNotificationList.parse(response.body);
}

async function profile(client: TestClient) {
  return Profile.parse((await client.get('/api/player')).body);
}

describe('GET /api/bonuses/deposit and /registration', () => {
  it('lists the active offers by position to guests, with amounts in every currency', async () => {
    const response = await t.client().get('/api/bonuses/deposit');
    expect(response.status).toBe(200);
    const offers = BonusOfferList.parse(response.body);
    expect(offers.map((offer) => offer.id)).toEqual(['WELCOME100', 'RELOAD50', 'QUICK10', 'VIPBOOST']);
    const [result] = offers[2]?.bonuses[0]?.result_bonus ?? [];
    expect(result).toMatchObject({ type: 'bonus', percent: 10, wager_multiplier: 1, max_win_multiplier: null });
    expect(result?.type === 'bonus' && result.amounts.map((amount) => amount.currency)).toEqual(
      expect.arrayContaining(['EUR', 'USD', 'GBP', 'CAD', 'AUD', 'NZD', 'NOK', 'BRL']),
    );
    const registration = BonusOfferList.parse((await t.client().get('/api/bonuses/registration')).body);
    expect(registration.map((offer) => offer.id)).toEqual(['WELCOME_GIFT']);
    expect(registration[0]).toMatchObject({ activatable_days: 7, valid_days: 3 });
  });

  it('leaves out, for a signed-in player, the offers their groups exclude', async () => {
    const usd = BonusOfferList.parse((await (await signedIn('usd@casino.test')).get('/api/bonuses/deposit')).body);
    expect(usd.map((offer) => offer.id)).not.toContain('VIPBOOST');
    const vip = BonusOfferList.parse((await (await signedIn('vip@casino.test')).get('/api/bonuses/deposit')).body);
    expect(vip.map((offer) => offer.id)).toContain('VIPBOOST');
  });
});

describe('deposit bonuses', () => {
  it('starts QUICK10 at once: 200 USD gives 20 USD to wager once', async () => {
    const client = await signedIn('usd@casino.test');
    const before = await bonusesOf('usd@casino.test');
    const response = await deposit(client, 'USD', 20_000, 'quick10');
    expect(response.status).toBe(201);
    const [bonus, ...others] = await newBonuses('usd@casino.test', before);
    expect(others).toEqual([]);
    expect(bonus).toMatchObject({
      offer_id: 'QUICK10',
      strategy: 'deposit',
      stage: 'handle_bets',
      currency: 'USD',
      amount_cents: 2_000,
      amount_wager_requirement_cents: 2_000,
      balance_cents: 2_000,
      max_win_cents: null,
      payment_id: (response.body as { id: number }).id,
    });
    expect(bonus?.valid_until?.getTime()).toBe(t.clock().getTime() + 7 * DAY);
    const accounts = AccountList.parse((await client.get('/api/player/accounts')).body);
    expect(accounts.find((account) => account.currency === 'USD')).toMatchObject({
      amount_cents: 50_000 + 20_000 + 2_000,
      available_to_cashout_cents: 50_000 + 20_000,
      total_wagering_cents: 2_000,
      wagered_cents: 0,
    });
  });

  it('gives WELCOME100 on the first deposit and refuses it on the second, with a notification', async () => {
    const client = await signedIn('cad@casino.test');
    expect((await client.patch('/api/player/set_bonus_code', { deposit_bonus_code: 'welcome100' })).status).toBe(204);
    expect((await profile(client)).deposit_bonus_code).toBe('WELCOME100');
    const before = await bonusesOf('cad@casino.test');
    expect((await deposit(client, 'CAD', 10_000)).status).toBe(201);
    const [first] = await newBonuses('cad@casino.test', before);
    expect(first).toMatchObject({
      offer_id: 'WELCOME100',
      stage: 'handle_bets',
      amount_cents: 10_000,
      amount_wager_requirement_cents: 350_000,
      max_win_cents: 100_000,
    });
    expect((await profile(client)).deposit_bonus_code).toBeNull();

    const second = await deposit(client, 'CAD', 10_000, 'WELCOME100');
    expect(second.status).toBe(201);
    expect(await newBonuses('cad@casino.test', [...before, ...(first ? [first] : [])])).toEqual([]);
    const [latest] = await notifications(client);
    expect(latest).toMatchObject({
      type: 'personal',
      text: 'deposit_bonus_not_applied_deposit_number',
      identifier: `payment:${(second.body as { id: number }).id}`,
    });
  });

  it('gives a multi-account player no deposit bonus and tells them', async () => {
    const client = await signedIn('multi@casino.test');
    const before = await bonusesOf('multi@casino.test');
    expect((await deposit(client, 'EUR', 5_000, 'QUICK10')).status).toBe(201);
    expect(await newBonuses('multi@casino.test', before)).toEqual([]);
    const [latest] = await notifications(client);
    expect(latest?.text).toBe('deposit_bonus_not_applied_multi_account');
  });

  it('tells a player whose deposit is under the minimum', async () => {
    const client = await signedIn('gbp@casino.test');
    const before = await bonusesOf('gbp@casino.test');
    expect((await deposit(client, 'GBP', 2_500, 'RELOAD50')).status).toBe(201);
    expect(await newBonuses('gbp@casino.test', before)).toEqual([]);
    expect((await notifications(client))[0]?.text).toBe('deposit_bonus_not_applied_min_amount');
  });

  it('refuses an unknown or inapplicable code 422 on deposit_bonus_code and writes nothing', async () => {
    const client = await signedIn('nzd@casino.test');
    const before = await databaseFingerprint(t.db);
    for (const code of ['NOPE', 'VIPBOOST', 'FREE10', 'EXPIRED5']) {
      const response = await deposit(client, 'NZD', 5_000, code);
      expect(response.status, code).toBe(422);
      expect(response.body).toEqual({ errors: { deposit_bonus_code: ['is invalid'] } });
    }
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });
});

describe('bonus code and settings', () => {
  it('needs a session', async () => {
    const guest = t.client();
    expect((await guest.patch('/api/player/set_bonus_code', { deposit_bonus_code: 'QUICK10' })).status).toBe(401);
    expect((await guest.delete('/api/player/clear_bonus_code')).status).toBe(401);
    expect((await guest.patch('/api/player/update_bonus_settings', { can_issue: false })).status).toBe(401);
    expect((await guest.post('/api/bonuses/coupon', { coupon_code: 'FREE10' })).status).toBe(401);
  });

  it('refuses a code that is no deposit offer for the player, and bad bodies, changing nothing', async () => {
    const client = await signedIn('aud@casino.test');
    const before = await databaseFingerprint(t.db);
    for (const code of ['NOPE', 'FREE10', 'VIPBOOST']) {
      const response = await client.patch('/api/player/set_bonus_code', { deposit_bonus_code: code });
      expect(response.status, code).toBe(422);
      expect(response.body).toEqual({ errors: { deposit_bonus_code: ['is invalid'] } });
    }
    expect((await client.patch('/api/player/set_bonus_code', {})).status).toBe(422);
    const badSettings = await client.patch('/api/player/update_bonus_settings', { can_issue: 'no' });
    expect(badSettings.status).toBe(422);
    expect(Object.keys((badSettings.body as { errors: object }).errors)).toEqual(['can_issue']);
    expect((await client.post('/api/bonuses/coupon', { coupon_code: '' })).status).toBe(422);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('sets and clears the code and switches bonuses off and on', async () => {
    const client = await signedIn('aud@casino.test');
    expect((await client.patch('/api/player/set_bonus_code', { deposit_bonus_code: ' reload50 ' })).status).toBe(204);
    expect((await profile(client)).deposit_bonus_code).toBe('RELOAD50');
    expect((await client.delete('/api/player/clear_bonus_code')).status).toBe(204);
    expect((await profile(client)).deposit_bonus_code).toBeNull();
    expect((await client.patch('/api/player/update_bonus_settings', { can_issue: false })).status).toBe(204);
    expect((await profile(client)).can_issue_bonuses).toBe(false);
    expect((await client.patch('/api/player/update_bonus_settings', { can_issue: true })).status).toBe(204);
    expect((await profile(client)).can_issue_bonuses).toBe(true);
  });
});

describe('POST /api/bonuses/coupon', () => {
  it('activates a coupon once, whatever its case', async () => {
    const client = await signedIn('nok@casino.test');
    const before = await bonusesOf('nok@casino.test');
    expect((await client.post('/api/bonuses/coupon', { coupon_code: 'free10' })).body).toEqual({
      status: 'successfully_activated',
    });
    const [gift] = await newBonuses('nok@casino.test', before);
    expect(gift).toMatchObject({ offer_id: 'FREE10', strategy: 'coupon', stage: 'issued', amount_cents: 10_000 });
    expect(gift?.activatable_until?.getTime()).toBe(t.clock().getTime() + 7 * DAY);
    expect((await client.post('/api/bonuses/coupon', { coupon_code: 'FREE10' })).body).toEqual({
      status: 'already_activated',
    });
    expect((await notifications(client))[0]).toMatchObject({
      type: 'bonuses_changes',
      identifier: `bonus:${gift?.id}`,
    });
  });

  it('fails for unknown, inactive and non-coupon codes', async () => {
    const client = await signedIn('nok@casino.test');
    for (const code of ['NOPE', 'EXPIRED5', 'QUICK10', 'x'.repeat(64)]) {
      expect((await client.post('/api/bonuses/coupon', { coupon_code: code })).body, code).toEqual({
        status: 'failed_to_activate',
      });
    }
  });

  it('gives free spins on the named slot', async () => {
    const client = await signedIn('brl@casino.test');
    expect((await client.post('/api/bonuses/coupon', { coupon_code: 'SPINS20' })).body).toEqual({
      status: 'successfully_activated',
    });
    const spins = await t.db.query(
      `select f.offer_id, f.stage, f.freespins_total, f.bet_level_cents, f.games, f.currency, f.wager_multiplier
       from freespins f join users u on u.id = f.user_id where u.email = 'brl@casino.test'`,
    );
    expect(spins).toEqual([
      {
        offer_id: 'SPINS20',
        stage: 'issued',
        freespins_total: 20,
        bet_level_cents: 10,
        games: ['goldcrest/royal-fiesta-deluxe'],
        currency: 'BRL',
        wager_multiplier: 10,
      },
    ]);
  });

  it('fails while bonuses are off or a deposit bonus code waits', async () => {
    const client = await signedIn('ee@casino.test');
    await client.patch('/api/player/update_bonus_settings', { can_issue: false });
    expect((await client.post('/api/bonuses/coupon', { coupon_code: 'FREE10' })).body).toEqual({
      status: 'failed_to_activate',
    });
    await client.patch('/api/player/update_bonus_settings', { can_issue: true });
    await client.patch('/api/player/set_bonus_code', { deposit_bonus_code: 'RELOAD50' });
    expect((await client.post('/api/bonuses/coupon', { coupon_code: 'FREE10' })).body).toEqual({
      status: 'failed_to_activate',
    });
    await client.delete('/api/player/clear_bonus_code');
    expect((await client.post('/api/bonuses/coupon', { coupon_code: 'FREE10' })).body).toEqual({
      status: 'successfully_activated',
    });
  });

  it('gives a double click one gift', async () => {
    const client = await signedIn('gbp@casino.test');
    const before = await bonusesOf('gbp@casino.test');
    const answers = await Promise.all([
      client.post('/api/bonuses/coupon', { coupon_code: 'FREE10' }),
      client.post('/api/bonuses/coupon', { coupon_code: 'FREE10' }),
    ]);
    expect(answers.map((answer) => (answer.body as { status: string }).status).sort()).toEqual([
      'already_activated',
      'successfully_activated',
    ]);
    expect(await newBonuses('gbp@casino.test', before)).toHaveLength(1);
  });
});

describe('GET /api/fe/config/disabled-bonuses', () => {
  it('lists the disabled group keys to anyone', async () => {
    const response = await t.client().get('/api/fe/config/disabled-bonuses');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ group_keys: ['sport_welcome'] });
  });
});

describe('registration offers', () => {
  const form = (email: string) => ({
    user: {
      email,
      password: 'Secret123',
      currency: 'CAD',
      country: 'CA',
      terms_acceptance: true,
      nickname: email.slice(0, 10).replace(/[^a-z]/g, 'x'),
      date_of_birth: '1990-05-17',
      mobile_phone: '+1 416 555 0101',
    },
  });

  it('gives a new player WELCOME_GIFT in their currency, waiting for activation', async () => {
    const response = await t.client().post('/api/users', form('gift.one@gmail.com'));
    expect(response.status).toBe(201);
    const [gift, ...others] = await bonusesOf('gift.one@gmail.com');
    expect(others).toEqual([]);
    expect(gift).toMatchObject({
      offer_id: 'WELCOME_GIFT',
      strategy: 'registration',
      stage: 'issued',
      currency: 'CAD',
      amount_cents: 750,
      amount_wager_requirement_cents: 15_000,
      balance_cents: 0,
    });
    expect(gift?.activatable_until?.getTime()).toBe(t.clock().getTime() + 7 * DAY);
    expect(gift?.valid_until?.getTime()).toBe(t.clock().getTime() + 10 * DAY);
  });

  it('registers without a gift when there is no registration offer', async () => {
    await t.db.query(`update bonus_offers set active = false where kind = 'registration'`);
    try {
      expect((await t.client().post('/api/users', form('gift.two@gmail.com'))).status).toBe(201);
      expect(await bonusesOf('gift.two@gmail.com')).toEqual([]);
    } finally {
      await t.db.query(`update bonus_offers set active = true where id = 'WELCOME_GIFT'`);
    }
  });
});
