import { type Casino, createCasino } from '../casino';
import { routePath } from '../contract/routes';
import { CasinoHttpError } from '../errors';
import type { StorageLike } from '../storage';
import {
  COMPLETE_PROFILE,
  createFixturePlatform,
  FIXTURE_CRYPTO_ADDRESSES,
  FIXTURE_ORIGIN,
  FIXTURE_PASSWORD,
  type FixturePlatform,
  type FixturePlatformOptions,
} from '../testing';
import { CANCELED_DEPOSITS_SHOWN_KEY } from './payments-client';

let platform: FixturePlatform;
let casino: Casino;
let local: Map<string, string>;
let now: number;

const memoryStorage = (entries: Map<string, string>): StorageLike => ({
  getItem: (key) => entries.get(key) ?? null,
  setItem: (key, value) => void entries.set(key, value),
  removeItem: (key) => void entries.delete(key),
});

/** A test card the sandbox declines (docs/payments.md, "Test data"). */
const DECLINED_CARD = '4000 0000 0000 0002';
const card = {
  card_number: '4242 4242 4242 4242',
  card_holder: 'Lucky Weber',
  expiry_month: '12',
  expiry_year: '2030',
  cvv: '123',
};
const cardDeposit = (amount_cents = 5_000, fields: Record<string, string> = card) => ({
  method_id: 'card',
  amount_cents,
  currency: 'EUR',
  fields,
});
/** The EUR player's balance at start: €1,250.50. */
const START_CENTS = 125_050;

const asked = (route: string) => platform.requests.filter((request) => request.route === route);

/**
 * Signs the EUR player in on a fresh fixture platform; `fetch` may stand between the casino and the platform. The
 * casino's clock is the platform's, whose first payment is made at 2026-03-02 09:00:01.
 */
async function start(
  options: FixturePlatformOptions = {},
  fetch?: (platform: FixturePlatform) => typeof globalThis.fetch,
) {
  platform = createFixturePlatform({ signedInAs: 'eur@casino.test', ...options });
  local = new Map();
  now = Date.parse('2026-03-02T09:00:30Z');
  casino = createCasino({
    baseUrl: FIXTURE_ORIGIN,
    fetch: fetch ? fetch(platform) : platform.fetch,
    retryDelay: () => 0,
    realtime: false,
    storage: { local: memoryStorage(local) },
    now: () => now,
  });
  await casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD);
}

/** A fetch that answers the first `count` method lists with an empty list, as a payment provider warming up does. */
const emptyMethodListsFirst = (count: number, answered: string[]) => (fixture: FixturePlatform) => {
  let left = count;
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname === routePath('paymentMethods') && left > 0) {
      left--;
      answered.push('empty');
      return Response.json([]);
    }
    return fixture.fetch(request);
  }) as typeof fetch;
};

describe('payment methods (api-facts §7 getMethods, getMethodFields, resetCache)', () => {
  it('loads the methods of a currency and action and caches them until resetCache', async () => {
    await start();
    const methods = await casino.payments.getMethods({ currency: 'EUR', paymentAction: 'deposit' });
    expect(methods.map((method) => method.id)).toEqual(['card', 'bank_transfer']);
    const [request] = asked('paymentMethods');
    expect(request?.query.get('currency')).toBe('EUR');
    expect(request?.query.get('action')).toBe('deposit');

    await casino.payments.getMethods({ currency: 'EUR', paymentAction: 'deposit' });
    expect(asked('paymentMethods')).toHaveLength(1);
    await casino.payments.getMethods({ currency: 'EUR', paymentAction: 'cashout' });
    expect(asked('paymentMethods')).toHaveLength(2);

    await casino.payments.resetCache();
    await casino.payments.getMethods({ currency: 'EUR', paymentAction: 'deposit' });
    expect(asked('paymentMethods')).toHaveLength(3);
  });

  it('asks an empty list again up to 3 times (core.md §5)', async () => {
    const empty: string[] = [];
    await start({}, emptyMethodListsFirst(3, empty));
    const methods = await casino.payments.getMethods({ currency: 'EUR', paymentAction: 'deposit' });
    expect(methods).toHaveLength(2);
    expect(empty).toHaveLength(3);
    expect(asked('paymentMethods')).toHaveLength(1);
  });

  it('gives up after 3 retries with an empty list and does not cache it', async () => {
    const empty: string[] = [];
    await start({}, emptyMethodListsFirst(4, empty));
    await expect(casino.payments.getMethods({ currency: 'EUR', paymentAction: 'cashout' })).resolves.toEqual([]);
    expect(empty).toHaveLength(4);
    expect(asked('paymentMethods')).toHaveLength(0);
    await expect(casino.payments.getMethods({ currency: 'EUR', paymentAction: 'cashout' })).resolves.toHaveLength(2);
  });

  it('hides the bank transfer brand from a player of group 631 (core.md §5)', async () => {
    await start({ groups: [631] });
    const methods = await casino.payments.getMethods({ currency: 'EUR', paymentAction: 'deposit' });
    expect(methods.map((method) => method.brand)).toEqual(['card']);
  });

  it('loads the fields of a method', async () => {
    await start();
    const fields = await casino.payments.getMethodFields({ id: 'card', currency: 'EUR', paymentAction: 'deposit' });
    expect(fields.methodFields.map((field) => field.name)).toContain('card_number');
    expect(asked('paymentMethodFields')[0]?.path).toBe(routePath('paymentMethodFields', { id: 'card' }));
    expect(asked('paymentMethodFields')[0]?.query.get('action')).toBe('deposit');
  });
});

describe('deposit and withdraw (Idempotency-Key per user intent)', () => {
  it('deposits with a fresh key and reloads the balance', async () => {
    await start();
    const result = await casino.payments.deposit(cardDeposit());
    expect(result).toMatchObject({ ok: true, payment: { action: 'deposit', amount_cents: 5_000 } });
    const [request] = asked('deposit');
    expect(request?.body).toEqual({ payment: cardDeposit() });
    expect(request?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(casino.state.balance.value?.totalCents).toBe(START_CENTS + 5_000);

    await casino.payments.deposit(cardDeposit());
    const keys = asked('deposit').map((r) => r.headers.get('idempotency-key'));
    expect(new Set(keys).size).toBe(2);
  });

  it('reuses the key when the HTTP client retries a lost answer, so the deposit counts once', async () => {
    await start({}, (fixture) => {
      let lost = false;
      return (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        const answer = await fixture.fetch(request);
        if (new URL(request.url).pathname === routePath('deposit') && !lost) {
          lost = true;
          throw new TypeError('Failed to fetch');
        }
        return answer;
      }) as typeof fetch;
    });
    const result = await casino.payments.deposit(cardDeposit());
    expect(result.ok).toBe(true);
    const requests = asked('deposit');
    expect(requests).toHaveLength(2);
    expect(requests[1]?.headers.get('idempotency-key')).toBe(requests[0]?.headers.get('idempotency-key'));
    expect((await casino.payments.stats()).deposits_count).toBe(1);
    expect(casino.state.balance.value?.totalCents).toBe(START_CENTS + 5_000);
  });

  it('sends the caller key, so a caller retry is answered with the first payment', async () => {
    await start();
    const first = await casino.payments.deposit(cardDeposit(), { idempotencyKey: 'intent-1' });
    const again = await casino.payments.deposit(cardDeposit(), { idempotencyKey: 'intent-1' });
    expect(again).toEqual(first);
    expect((await casino.payments.stats()).deposits_count).toBe(1);
    expect(await casino.payments.deposit(cardDeposit(6_000), { idempotencyKey: 'intent-1' })).toEqual({
      ok: false,
      errors: { idempotency_key: ['was used with other parameters'] },
    });
  });

  it('answers field errors of a refused deposit and leaves the balance', async () => {
    await start();
    expect(await casino.payments.deposit(cardDeposit(500))).toMatchObject({
      ok: false,
      errors: { amount_cents: [expect.stringContaining('10.00')] },
    });
    expect(casino.state.balance.value?.totalCents).toBe(START_CENTS);
  });

  it('answers a declined deposit as a payment', async () => {
    await start();
    const result = await casino.payments.deposit(cardDeposit(5_000, { ...card, card_number: DECLINED_CARD }));
    expect(result).toMatchObject({ ok: true, payment: { state: 'declined', success: false } });
  });

  it('withdraws, then recalls the pending withdrawal and reloads history and balance', async () => {
    await start();
    const withdrawal = await casino.payments.withdraw({
      method_id: 'bank_transfer',
      amount_cents: 6_000,
      currency: 'EUR',
      fields: { iban: 'DE89370400440532013000' },
    });
    expect(withdrawal).toMatchObject({ ok: true, payment: { state: 'pending', recallable: true } });
    expect(casino.state.balance.value?.totalCents).toBe(START_CENTS - 6_000);
    if (!withdrawal.ok) throw new Error('withdrawal refused');

    const recalled = await casino.payments.recall(withdrawal.payment.id);
    expect(recalled).toMatchObject({ ok: true, payment: { state: 'recalled' } });
    const [recall] = asked('recallPayment');
    expect(recall?.path).toBe(routePath('recallPayment', { id: withdrawal.payment.id }));
    expect(recall?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(casino.state.balance.value?.totalCents).toBe(START_CENTS);
    expect(casino.payments.historyPage.value?.data[0]).toMatchObject({ id: withdrawal.payment.id, state: 'recalled' });
  });

  it('answers the errors of a recall that is not possible', async () => {
    await start();
    expect(await casino.payments.recall(999)).toEqual({ ok: false, errors: { base: ['payment not found'] } });
  });

  it('rethrows a server error', async () => {
    await start();
    await casino.session.signOut();
    await expect(casino.payments.stats()).rejects.toBeInstanceOf(CasinoHttpError);
  });
});

describe('history, stats and crypto address', () => {
  it('loads a history page and reloads it on payments_changes', async () => {
    await start();
    await casino.payments.deposit(cardDeposit());
    const page = await casino.payments.history({ page: 1, page_size: 10, filter: { type: 'deposit' } });
    expect(page.pagination).toEqual({ page: 1, per_page: 10, total_count: 1 });
    expect(casino.payments.historyPage.value).toEqual(page);

    await casino.payments.deposit(cardDeposit(7_000));
    expect(casino.payments.historyPage.value?.data.map((p) => p.amount_cents)).toEqual([7_000, 5_000]);

    // a deposit from another tab: the platform's push tells this one
    const elsewhere = await platform.fetch(new URL(routePath('deposit'), FIXTURE_ORIGIN), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'other-tab' },
      body: JSON.stringify({ payment: cardDeposit(8_000) }),
    });
    const pushed = await elsewhere.json();
    const loads = asked('paymentPages').length;
    casino.events.emit('realtime:payments_changes', { seq: 9, data: pushed });
    await vi.waitFor(() => expect(asked('paymentPages')).toHaveLength(loads + 1));
    await vi.waitFor(() =>
      expect(casino.payments.historyPage.value?.data.map((p) => p.amount_cents)).toEqual([8_000, 7_000, 5_000]),
    );
    expect(asked('paymentPages').at(-1)?.body).toEqual({ page: 1, page_size: 10, filter: { type: 'deposit' } });
  });

  it('clears the history at sign-out', async () => {
    await start();
    await casino.payments.history();
    expect(casino.payments.historyPage.value).not.toBeNull();
    await casino.session.signOut();
    expect(casino.payments.historyPage.value).toBeNull();
  });

  it('loads stats and the crypto deposit address', async () => {
    await start();
    await casino.payments.deposit(cardDeposit());
    expect((await casino.payments.stats()).deposits_count).toBe(1);
    expect(await casino.payments.cryptoAddress('BTC')).toMatchObject({
      currency: 'BTC',
      address: FIXTURE_CRYPTO_ADDRESSES.BTC,
      min_deposit_cents: 10_000,
    });
  });
});

describe('checks before and around the cashbox', () => {
  it('sends the card to the fraud check masked to its first 6 and last 4 digits (core.md §5)', async () => {
    await start();
    const result = await casino.payments.fraudCheck({
      card_number: '4100 0000 0000 0019',
      amount_cents: 5_000,
      currency: 'EUR',
      payment_system: 'card',
      type: 'transaction',
    });
    expect(result).toEqual({ decision: 'decline', reasons: ['card_blocked'] });
    const body = asked('fraudCheck')[0]?.body as { transaction: Record<string, unknown> };
    expect(body.transaction).toMatchObject({
      card_number: '410000******0019',
      email: 'eur@casino.test',
      country: 'DE',
    });
    expect(JSON.stringify(body)).not.toContain('4100000000000019');
  });

  it('refuses to send something that is not a card number', async () => {
    await start();
    await expect(
      casino.payments.fraudCheck({
        card_number: '4242',
        amount_cents: 5_000,
        currency: 'EUR',
        payment_system: 'card',
        type: 'transaction',
      }),
    ).rejects.toThrow(/12 to 19 digits/);
    expect(asked('fraudCheck')).toHaveLength(0);
  });

  it('names the personal info a fiat player must fill before the cashbox (core.md §5)', async () => {
    await start({ profile: COMPLETE_PROFILE });
    await expect(casino.payments.missingPersonalInfo()).resolves.toEqual([]);
    await start({ profile: { ...COMPLETE_PROFILE, city: null, mobile_phone: '' } });
    await expect(casino.payments.missingPersonalInfo()).resolves.toEqual(['mobile_phone', 'city']);
    await casino.wallet.select('BTC');
    await expect(casino.payments.missingPersonalInfo()).resolves.toEqual([]);
  });

  it('warns once about a deposit canceled under 5 minutes ago, remembered in local storage (core.md §4)', async () => {
    await start();
    const declined = await casino.payments.deposit(cardDeposit(5_000, { ...card, card_number: DECLINED_CARD }));
    if (!declined.ok) throw new Error('the declined deposit should be a payment');
    const warning = await casino.payments.canceledDepositWarning();
    expect(warning).toMatchObject({ id: declined.payment.id, state: 'declined' });
    expect(local.get(CANCELED_DEPOSITS_SHOWN_KEY)).toBe(`[${declined.payment.id}]`);
    await expect(casino.payments.canceledDepositWarning()).resolves.toBeNull();

    const reopened = createCasino({
      baseUrl: FIXTURE_ORIGIN,
      fetch: platform.fetch,
      realtime: false,
      storage: { local: memoryStorage(local) },
      now: () => now,
    });
    await expect(reopened.payments.canceledDepositWarning()).resolves.toBeNull();
  });

  it('does not warn about a deposit canceled 5 minutes ago or earlier', async () => {
    await start();
    await casino.payments.deposit(cardDeposit(5_000, { ...card, card_number: DECLINED_CARD }));
    now += 5 * 60 * 1000 + 1_000;
    await expect(casino.payments.canceledDepositWarning()).resolves.toBeNull();
  });
});
