import { DECLINED_CARD, type PaymentsPlatform, startPaymentsPlatform } from '../../test/payments-platform';
import { type Casino, createCasino } from '../casino';
import type { Payment } from '../contract/payments';
import { CasinoHttpError } from '../errors';
import type { StorageLike } from '../storage';
import { CANCELED_DEPOSITS_SHOWN_KEY } from './payments-client';

let platform: PaymentsPlatform;
let casino: Casino;
let local: Map<string, string>;
let now: number;

const memoryStorage = (entries: Map<string, string>): StorageLike => ({
  getItem: (key) => entries.get(key) ?? null,
  setItem: (key, value) => void entries.set(key, value),
  removeItem: (key) => void entries.delete(key),
});

const card = {
  card_number: '4242 4242 4242 4242',
  card_holder: 'Ann Lee',
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

beforeEach(async () => {
  platform = await startPaymentsPlatform();
  local = new Map();
  now = Date.now();
  casino = createCasino({
    baseUrl: platform.url,
    retryDelay: () => 0,
    realtime: false,
    storage: { local: memoryStorage(local) },
    now: () => now,
  });
  await casino.session.signIn('ann@example.com', 'Secret123');
});
afterEach(() => platform.close());

describe('payment methods (api-facts §7 getMethods, getMethodFields, resetCache)', () => {
  it('loads the methods of a currency and action and caches them until resetCache', async () => {
    const methods = await casino.payments.getMethods({ currency: 'EUR', paymentAction: 'deposit' });
    expect(methods.map((method) => method.id)).toEqual(['card', 'bank_transfer']);
    const [request] = platform.seen('GET', '/api/player/payment_methods');
    expect(request?.query.get('currency')).toBe('EUR');
    expect(request?.query.get('action')).toBe('deposit');

    await casino.payments.getMethods({ currency: 'EUR', paymentAction: 'deposit' });
    expect(platform.seen('GET', '/api/player/payment_methods')).toHaveLength(1);
    await casino.payments.getMethods({ currency: 'EUR', paymentAction: 'cashout' });
    expect(platform.seen('GET', '/api/player/payment_methods')).toHaveLength(2);

    await casino.payments.resetCache();
    await casino.payments.getMethods({ currency: 'EUR', paymentAction: 'deposit' });
    expect(platform.seen('GET', '/api/player/payment_methods')).toHaveLength(3);
  });

  it('asks an empty list again up to 3 times (core.md §5)', async () => {
    platform.emptyMethodLists = 3;
    const methods = await casino.payments.getMethods({ currency: 'EUR', paymentAction: 'deposit' });
    expect(methods).toHaveLength(2);
    expect(platform.seen('GET', '/api/player/payment_methods')).toHaveLength(4);
  });

  it('gives up after 3 retries with an empty list and does not cache it', async () => {
    platform.emptyMethodLists = 4;
    await expect(casino.payments.getMethods({ currency: 'EUR', paymentAction: 'cashout' })).resolves.toEqual([]);
    expect(platform.seen('GET', '/api/player/payment_methods')).toHaveLength(4);
    await expect(casino.payments.getMethods({ currency: 'EUR', paymentAction: 'cashout' })).resolves.toHaveLength(2);
  });

  it('hides the bank transfer brand from a player of group 631 (core.md §5)', async () => {
    platform.profile.statuses = [...platform.profile.statuses, { id: 631, name: 'Payment brand hidden' }];
    await casino.session.reloadProfile();
    const methods = await casino.payments.getMethods({ currency: 'EUR', paymentAction: 'deposit' });
    expect(methods.map((method) => method.brand)).toEqual(['card']);
  });

  it('loads the fields of a method', async () => {
    const fields = await casino.payments.getMethodFields({ id: 'card', currency: 'EUR', paymentAction: 'deposit' });
    expect(fields.methodFields.map((field) => field.name)).toEqual(['card_number']);
    expect(platform.seen('GET', '/api/player/payment_methods/card/fields')[0]?.query.get('action')).toBe('deposit');
  });
});

describe('deposit and withdraw (Idempotency-Key per user intent)', () => {
  it('deposits with a fresh key and reloads the balance', async () => {
    const result = await casino.payments.deposit(cardDeposit());
    expect(result).toMatchObject({ ok: true, payment: { action: 'deposit', state: 'succeeded', amount_cents: 5_000 } });
    const [request] = platform.seen('POST', '/api/player/payments/deposit');
    expect(request?.body).toEqual({ payment: cardDeposit() });
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(casino.state.balance.value?.totalCents).toBe(20_000);

    await casino.payments.deposit(cardDeposit());
    const keys = platform.seen('POST', '/api/player/payments/deposit').map((r) => r.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
  });

  it('reuses the key when the HTTP client retries a lost answer, so the deposit counts once', async () => {
    platform.dropNextDeposit = true;
    const result = await casino.payments.deposit(cardDeposit());
    expect(result.ok).toBe(true);
    const requests = platform.seen('POST', '/api/player/payments/deposit');
    expect(requests).toHaveLength(2);
    expect(requests[1]?.headers['idempotency-key']).toBe(requests[0]?.headers['idempotency-key']);
    expect(platform.payments).toHaveLength(1);
    expect(casino.state.balance.value?.totalCents).toBe(20_000);
  });

  it('sends the caller key, so a caller retry is answered with the first payment', async () => {
    const first = await casino.payments.deposit(cardDeposit(), { idempotencyKey: 'intent-1' });
    const again = await casino.payments.deposit(cardDeposit(), { idempotencyKey: 'intent-1' });
    expect(again).toEqual(first);
    expect(platform.payments).toHaveLength(1);
    expect(await casino.payments.deposit(cardDeposit(6_000), { idempotencyKey: 'intent-1' })).toEqual({
      ok: false,
      errors: { idempotency_key: ['was used with other parameters'] },
    });
  });

  it('answers field errors of a refused deposit and leaves the balance', async () => {
    expect(await casino.payments.deposit(cardDeposit(500))).toEqual({
      ok: false,
      errors: { amount_cents: ['must be at least 10.00 EUR'] },
    });
    expect(casino.state.balance.value?.totalCents).toBe(15_000);
  });

  it('answers a declined deposit as a payment', async () => {
    const result = await casino.payments.deposit(cardDeposit(5_000, { ...card, card_number: DECLINED_CARD }));
    expect(result).toMatchObject({ ok: true, payment: { state: 'declined', success: false } });
  });

  it('withdraws, then recalls the pending withdrawal and reloads history and balance', async () => {
    const withdrawal = await casino.payments.withdraw({
      method_id: 'bank_transfer',
      amount_cents: 6_000,
      currency: 'EUR',
    });
    expect(withdrawal).toMatchObject({ ok: true, payment: { state: 'pending', recallable: true } });
    expect(casino.state.balance.value?.totalCents).toBe(9_000);
    if (!withdrawal.ok) throw new Error('withdrawal refused');

    const recalled = await casino.payments.recall(withdrawal.payment.id);
    expect(recalled).toMatchObject({ ok: true, payment: { state: 'recalled' } });
    const [recall] = platform.seen('POST', `/api/player/payments/${withdrawal.payment.id}/recall`);
    expect(recall?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(casino.state.balance.value?.totalCents).toBe(15_000);
    expect(casino.payments.historyPage.value?.data[0]).toMatchObject({ id: withdrawal.payment.id, state: 'recalled' });
  });

  it('answers the errors of a recall that is not possible', async () => {
    expect(await casino.payments.recall(999)).toEqual({ ok: false, errors: { base: ['payment not found'] } });
  });

  it('rethrows a server error', async () => {
    await casino.session.signOut();
    await expect(casino.payments.stats()).rejects.toBeInstanceOf(CasinoHttpError);
  });
});

describe('history, stats and crypto address', () => {
  it('loads a history page and reloads it on payments_changes', async () => {
    await casino.payments.deposit(cardDeposit());
    const page = await casino.payments.history({ page: 1, page_size: 10, filter: { type: 'deposit' } });
    expect(page.pagination).toEqual({ page: 1, per_page: 10, total_count: 1 });
    expect(casino.payments.historyPage.value).toEqual(page);

    await casino.payments.deposit(cardDeposit(7_000));
    expect(casino.payments.historyPage.value?.data.map((p) => p.amount_cents)).toEqual([7_000, 5_000]);

    platform.payments[0] = { ...(platform.payments[0] as Payment), state: 'declined' };
    const loads = platform.seen('POST', '/api/player/payments/with_pages').length;
    casino.events.emit('realtime:payments_changes', {
      seq: 9,
      data: {
        id: 1,
        amount_cents: 5_000,
        currency: 'EUR',
        action: 'deposit',
        payment_system: 'card',
        recallable: false,
        created_at: new Date().toISOString(),
        finished_at: new Date().toISOString(),
        success: false,
        state: 'declined',
      },
    });
    await vi.waitFor(() => expect(platform.seen('POST', '/api/player/payments/with_pages')).toHaveLength(loads + 1));
    await vi.waitFor(() => expect(casino.payments.historyPage.value?.data[1]?.state).toBe('declined'));
    expect(platform.seen('POST', '/api/player/payments/with_pages').at(-1)?.body).toEqual({
      page: 1,
      page_size: 10,
      filter: { type: 'deposit' },
    });
  });

  it('clears the history at sign-out', async () => {
    await casino.payments.history();
    expect(casino.payments.historyPage.value).not.toBeNull();
    await casino.session.signOut();
    expect(casino.payments.historyPage.value).toBeNull();
  });

  it('loads stats and the crypto deposit address', async () => {
    await casino.payments.deposit(cardDeposit());
    expect((await casino.payments.stats()).deposits_count).toBe(1);
    expect(await casino.payments.cryptoAddress('BTC')).toEqual({
      currency: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      min_deposit_cents: 10_000,
      qr_code: 'data:image/png;base64,iVBORw0KGgo=',
    });
  });
});

describe('checks before and around the cashbox', () => {
  it('sends the card to the fraud check masked to its first 6 and last 4 digits (core.md §5)', async () => {
    await casino.session.reloadProfile();
    const result = await casino.payments.fraudCheck({
      card_number: '4100 0000 0000 0019',
      amount_cents: 5_000,
      currency: 'EUR',
      payment_system: 'card',
      type: 'transaction',
    });
    expect(result).toEqual({ decision: 'decline', reasons: ['card_blocked'] });
    const body = platform.seen('POST', '/api/users/transaction')[0]?.body as { transaction: Record<string, unknown> };
    expect(body.transaction).toMatchObject({
      card_number: '410000******0019',
      email: 'ann@example.com',
      country: 'DE',
    });
    expect(JSON.stringify(body)).not.toContain('4100000000000019');
  });

  it('refuses to send something that is not a card number', async () => {
    await expect(
      casino.payments.fraudCheck({
        card_number: '4242',
        amount_cents: 5_000,
        currency: 'EUR',
        payment_system: 'card',
        type: 'transaction',
      }),
    ).rejects.toThrow(/12 to 19 digits/);
    expect(platform.seen('POST', '/api/users/transaction')).toHaveLength(0);
  });

  it('names the personal info a fiat player must fill before the cashbox (core.md §5)', async () => {
    await casino.session.reloadProfile();
    await expect(casino.payments.missingPersonalInfo()).resolves.toEqual([]);
    platform.profile = { ...platform.profile, city: null, mobile_phone: '' };
    await casino.session.reloadProfile();
    await expect(casino.payments.missingPersonalInfo()).resolves.toEqual(['mobile_phone', 'city']);
    platform.accounts = platform.accounts.map((account) => ({ ...account, currency: 'BTC' }));
    await casino.wallet.reload();
    await expect(casino.payments.missingPersonalInfo()).resolves.toEqual([]);
  });

  it('warns once about a deposit canceled under 5 minutes ago, remembered in local storage (core.md §4)', async () => {
    await casino.payments.deposit(cardDeposit(5_000, { ...card, card_number: DECLINED_CARD }));
    const warning = await casino.payments.canceledDepositWarning();
    expect(warning).toMatchObject({ id: 1, state: 'declined' });
    expect(local.get(CANCELED_DEPOSITS_SHOWN_KEY)).toBe('[1]');
    await expect(casino.payments.canceledDepositWarning()).resolves.toBeNull();

    const reopened = createCasino({ baseUrl: platform.url, realtime: false, storage: { local: memoryStorage(local) } });
    await expect(reopened.payments.canceledDepositWarning()).resolves.toBeNull();
  });

  it('does not warn about a deposit canceled 5 minutes ago or earlier', async () => {
    await casino.payments.deposit(cardDeposit(5_000, { ...card, card_number: DECLINED_CARD }));
    now += 5 * 60 * 1000 + 1_000;
    await expect(casino.payments.canceledDepositWarning()).resolves.toBeNull();
  });
});
