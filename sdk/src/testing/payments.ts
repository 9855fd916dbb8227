import * as z from 'zod/mini';
import {
  type Account,
  AuthenticationOutcomeRequest,
  CashoutRequest,
  CryptoReceiveRequest,
  DepositRequest,
  FraudCheckRequest,
  type MethodField,
  type Payment,
  PaymentAction,
  type PaymentMethod,
  type PaymentMethodFields,
  PaymentsPageRequest,
  type PlayerStats,
} from '../contract';
import {
  CARD_MESSAGES,
  cardBrand,
  cardDigits,
  formatAmount,
  validateCardCvv,
  validateCardExpiry,
  validateCardNumber,
} from '../rules';
import { FIXTURE_CURRENCIES, FIXTURE_ORIGIN, FIXTURE_PLAYER_FIELDS, type FixturePlayer } from './data';
import { forPlayer, type RouteResolvers, type Session } from './routes';

/** How the fixture's cashbox behaves for the signed-in player. Every option has a default. */
export interface FixturePaymentsOptions {
  /** Payments of the player at start (see {@link fixturePayment}); listed newest first. Defaults to none. */
  history?: readonly Payment[];
  /** Succeeded deposits the stats count besides those of `history` (a player with an older history). Defaults to 0. */
  depositsCount?: number;
  /** Card numbers the player deposited with before, newest first: the `card` deposit method lists them as saved cards. Defaults to none. */
  savedCards?: readonly string[];
  /** `messages.notice` of the stats. Defaults to the server's notice about pending withdrawals (empty when none). */
  notice?: string;
}

type Answer = { status: number; body?: unknown };

const FIAT_SCALE: Readonly<Record<string, number>> = { JPY: 150, NOK: 10 };
const CRYPTO: Readonly<
  Record<string, { brand: string; name: string; minDeposit: number; cashoutMin: number; cashoutMax: number }>
> = {
  BTC: { brand: 'bitcoin', name: 'Bitcoin', minDeposit: 10_000, cashoutMin: 10_000, cashoutMax: 40_000_000 },
  ETH: { brand: 'ethereum', name: 'Ethereum', minDeposit: 10_000_000, cashoutMin: 100_000, cashoutMax: 12_000_000_000 },
  LTC: { brand: 'litecoin', name: 'Litecoin', minDeposit: 1_000_000, cashoutMin: 10_000, cashoutMax: 6_000_000_000 },
  USDT: {
    brand: 'tether',
    name: 'Tether (ERC-20)',
    minDeposit: 20_000_000,
    cashoutMin: 25_000_000,
    cashoutMax: 4_000_000_000,
  },
};
/** The deposit address the fixture hands out per coin (formats of docs/payments.md). */
export const FIXTURE_CRYPTO_ADDRESSES: Readonly<Record<string, string>> = {
  BTC: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  ETH: '0x52908400098527886E0F7030069857D2E4169EE7',
  LTC: 'ltc1qg82wqpmz3ulf2gvqjvxqq6dzj3x5qpgdsm6hgj',
  USDT: '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
};
/** A 1×1 PNG: the fixture's QR code of every address. */
const QR_CODE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Test cards with a fixed answer (docs/payments.md "Test data"); every other valid card is approved. */
const TEST_CARDS: Readonly<Record<string, 'authenticate' | string>> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4100000000000019': 'fraud_check: card_blocked',
  '4000000000003220': 'authenticate',
};

interface Terms {
  min: number;
  max: number | null;
  feePercent: number;
  seconds: number;
  text: string;
}
interface FixtureMethod {
  id: string;
  system: 'card' | 'bank_transfer' | 'crypto';
  type: PaymentMethod['type'];
  brand: string;
  title: string;
  systemName: string;
  deposit: Terms;
  cashout: Terms;
}

function subunits(currency: string): number {
  return FIXTURE_CURRENCIES.find((candidate) => candidate.code === currency)?.subunits_to_unit ?? 100;
}

/** The sandbox's methods of a currency: card and bank transfer for fiat, `crypto_<coin>` for a coin. */
function methodsOf(currency: string): FixtureMethod[] {
  const coin = CRYPTO[currency];
  if (coin) {
    return [
      {
        id: `crypto_${currency.toLowerCase()}`,
        system: 'crypto',
        type: 'crypto',
        brand: coin.brand,
        title: coin.name,
        systemName: 'Sandbox Chain',
        deposit: { min: coin.minDeposit, max: null, feePercent: 0, seconds: 0, text: 'After network confirmation' },
        cashout: {
          min: coin.cashoutMin,
          max: coin.cashoutMax,
          feePercent: 0,
          seconds: 60,
          text: 'About 10 minutes (sandbox: 1 minute)',
        },
      },
    ];
  }
  if (!FIXTURE_CURRENCIES.some((candidate) => candidate.code === currency && candidate.fiat)) return [];
  const unit = subunits(currency) * (FIAT_SCALE[currency] ?? 1);
  const terms = (min: number, max: number, feePercent: number, seconds: number, text: string): Terms => ({
    min: min * unit,
    max: max * unit,
    feePercent,
    seconds,
    text,
  });
  return [
    {
      id: 'card',
      system: 'card',
      type: 'cards',
      brand: 'card',
      title: 'Credit or debit card',
      systemName: 'Sandbox Cards',
      deposit: terms(10, 5_000, 0, 0, 'Instant'),
      cashout: terms(20, 4_000, 0, 0, 'Instant once approved'),
    },
    {
      id: 'bank_transfer',
      system: 'bank_transfer',
      type: 'bank_transfer',
      brand: 'bank_transfer',
      title: 'Bank transfer',
      systemName: 'Sandbox Bank',
      deposit: terms(20, 50_000, 0, 120, '1–3 business days (sandbox: 2 minutes)'),
      cashout: terms(50, 50_000, 1, 300, '1–3 business days (sandbox: 5 minutes)'),
    },
  ];
}

const field = (
  name: string,
  label: string,
  type: MethodField['type'],
  autocomplete: string | null,
  pattern: string | null,
): MethodField => ({ name, type, label, required: true, autocomplete, pattern });

function methodFieldsOf(method: FixtureMethod, action: PaymentAction): MethodField[] {
  const number = field('card_number', 'Card number', 'tel', 'cc-number', '[0-9 -]{12,23}');
  const holder = field('card_holder', 'Name on card', 'text', 'cc-name', null);
  if (method.system === 'card') {
    if (action === 'cashout') return [number, holder];
    return [
      number,
      holder,
      field('expiry_month', 'Expiry month', 'tel', 'cc-exp-month', '[0-9]{1,2}'),
      field('expiry_year', 'Expiry year', 'tel', 'cc-exp-year', '[0-9]{2}|[0-9]{4}'),
      field('cvv', 'Security code', 'password', 'cc-csc', '[0-9]{3,4}'),
    ];
  }
  if (action === 'deposit') return [];
  if (method.system === 'bank_transfer') {
    return [
      field('iban', 'IBAN', 'text', null, '[A-Za-z]{2}[0-9]{2}[A-Za-z0-9 ]{11,36}'),
      field('account_holder', 'Account holder', 'text', 'name', null),
    ];
  }
  return [field('address', `${method.title} address`, 'text', null, null)];
}

/** A payment of the fixture history; unset fields are those of a succeeded EUR card deposit of 50.00 on 2026-03-01. */
export function fixturePayment(fields: Partial<Payment> = {}): Payment {
  const state = fields.state ?? 'succeeded';
  return {
    id: 1,
    amount_cents: 5_000,
    fee_cents: 0,
    currency: 'EUR',
    action: 'deposit',
    payment_system: 'card',
    system_name: 'Sandbox Cards',
    brand: 'visa',
    recallable: (fields.action ?? 'deposit') === 'cashout' && state === 'pending',
    success: state === 'succeeded',
    created_at: '2026-03-01T10:00:00Z',
    finished_at: state === 'pending' || state === 'processing' ? null : '2026-03-01T10:00:01Z',
    state,
    cancellation_reason: null,
    redirect_url: null,
    ...fields,
  };
}

const refuse = (status: number, errors: Record<string, string[]>): Answer => ({ status, body: { errors } });
const invalid = (name: string, message: string) => refuse(422, { [name]: [message] });

/** Internal: the cashbox routes of the fixture platform (docs/payments.md) over the signed-in player's accounts. */
export function createPaymentRoutes(options: FixturePaymentsOptions, session: Session): RouteResolvers {
  const payments: Payment[] = [...(options.history ?? [])];
  const savedCards: string[] = [...(options.savedCards ?? [])];
  /** Answers already given per idempotency key, with the request they answered. */
  const answered = new Map<string, { fingerprint: string; answer: Answer }>();
  /** Pending 3-D Secure deposits by token. */
  const authentications = new Map<string, { payment: Payment; returnUrl: string }>();
  let nextId = Math.max(0, ...payments.map((payment) => payment.id)) + 1;
  let clock = Date.parse('2026-03-02T09:00:00Z');

  const now = () => {
    clock += 1_000;
    return new Date(clock).toISOString();
  };
  const newestFirst = () => [...payments].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

  function move(player: FixturePlayer, currency: string, cents: number) {
    player.accounts = player.accounts.map(
      (account): Account =>
        account.currency === currency
          ? {
              ...account,
              amount_cents: account.amount_cents + cents,
              available_to_cashout_cents: account.available_to_cashout_cents + cents,
              available_to_bet_with_locked_cent: account.available_to_bet_with_locked_cent + cents,
            }
          : account,
    );
  }

  function record(fields: Partial<Payment>): Payment {
    const created = now();
    const payment = fixturePayment({ ...fields, id: nextId++, created_at: created });
    if (payment.finished_at !== null) payment.finished_at = created;
    payments.push(payment);
    return payment;
  }

  function methodList(currency: string, action: PaymentAction): PaymentMethod[] {
    return methodsOf(currency).map((method) => {
      const terms = method[action];
      return {
        id: method.id,
        brand: method.brand,
        title: method.title,
        description: terms.text,
        translationKey: `payments.methods.${method.id}`,
        type: method.type,
        iconSrc: null,
        extraIcons: [],
        provider: { name: 'sandbox', paymentSystem: method.system },
        savedProfiles:
          method.system === 'card' && action === 'deposit'
            ? savedCards.map((digits) => ({
                id: savedCardId(digits),
                title: cardTitle(digits),
                isRemoveAvailable: false,
              }))
            : [],
        isForSavedProfilesOnly: false,
        isProfileRequiredForCashout: false,
        termsOfService: {
          restrictions: { amountCurrencyCode: currency, minAmountCents: terms.min, maxAmountCents: terms.max },
        },
        currency,
        recallable: action === 'cashout',
        fee: { percent: terms.feePercent, fixedCents: 0 },
        processingTime: { seconds: terms.seconds, text: terms.text },
      };
    });
  }

  function methodFor(currency: string, id: string, action: PaymentAction): FixtureMethod | Answer {
    const method = methodsOf(currency).find((candidate) => candidate.id === id);
    if (method) return method;
    return invalid('method_id', `is not offered for ${currency} ${action === 'deposit' ? 'deposits' : 'withdrawals'}`);
  }

  function checkAmount(player: FixturePlayer, currency: string, cents: number, terms: Terms): Answer | null {
    if (!player.accounts.some((account) => account.currency === currency)) {
      return invalid('currency', `you have no ${currency} wallet: open it with POST /api/player/accounts first`);
    }
    const money = FIXTURE_CURRENCIES.find((candidate) => candidate.code === currency);
    if (!money) return invalid('currency', 'is not included in the list');
    if (cents <= 0) return invalid('amount_cents', 'must be greater than 0');
    if (cents < terms.min) return invalid('amount_cents', `must be at least ${formatAmount(terms.min, money)}`);
    if (terms.max !== null && cents > terms.max) {
      return invalid('amount_cents', `must be at most ${formatAmount(terms.max, money)}`);
    }
    return null;
  }

  /** The card a deposit charges (digits), or the field errors of the form. */
  function depositCard(fields: Readonly<Record<string, string>>): string | Answer {
    const saved = fields.saved_profile_id;
    if (saved !== undefined) {
      const digits = savedCards.find((candidate) => savedCardId(candidate) === saved);
      return digits ?? invalid('fields.saved_profile_id', 'is not a saved card of yours');
    }
    const errors: Record<string, string[]> = {};
    const number = fields.card_number ?? '';
    const numberCode = validateCardNumber(number);
    if (numberCode) errors['fields.card_number'] = [CARD_MESSAGES[numberCode]];
    if (!fields.card_holder?.trim()) errors['fields.card_holder'] = [CARD_MESSAGES.card_holder];
    const digits = cardDigits(number) ?? '';
    const expiryCode = validateCardExpiry(fields.expiry_month ?? '', fields.expiry_year ?? '', new Date(clock));
    if (expiryCode) errors['fields.expiry_month'] = [CARD_MESSAGES[expiryCode]];
    const cvvCode = validateCardCvv(fields.cvv ?? '', cardBrand(digits));
    if (cvvCode) errors['fields.cvv'] = [CARD_MESSAGES[cvvCode]];
    return Object.keys(errors).length > 0 ? refuse(422, errors) : digits;
  }

  function succeedDeposit(player: FixturePlayer, payment: Payment, digits: string | null) {
    Object.assign(payment, { state: 'succeeded', success: true, finished_at: now(), redirect_url: null });
    move(player, payment.currency, payment.amount_cents);
    if (digits !== null && !savedCards.includes(digits)) savedCards.unshift(digits);
  }

  function deposit(player: FixturePlayer, body: unknown): Answer {
    const parsed = z.safeParse(DepositRequest, body);
    if (!parsed.success) return invalid('payment', 'is invalid');
    const { method_id, amount_cents, currency, fields = {}, return_url } = parsed.data.payment;
    const method = methodFor(currency, method_id, 'deposit');
    if ('status' in method) return method;
    if (method.system === 'crypto') {
      return invalid(
        'method_id',
        `crypto deposits arrive at your deposit address: GET /api/player/crypto_addresses/${currency}`,
      );
    }
    const refused = checkAmount(player, currency, amount_cents, method.deposit);
    if (refused) return refused;
    const digits = method.system === 'card' ? depositCard(fields) : null;
    if (digits !== null && typeof digits !== 'string') return digits;
    const base = {
      action: 'deposit' as const,
      amount_cents,
      currency,
      payment_system: method.system,
      system_name: method.systemName,
      brand: digits === null ? method.brand : cardBrand(digits),
    };
    const fixed = digits === null ? undefined : TEST_CARDS[digits];
    const reason = fixed && fixed !== 'authenticate' ? fixed : amount_cents % 100 === 13 ? 'do_not_honour' : null;
    if (reason !== null && method.system === 'card') {
      return { status: 201, body: record({ ...base, state: 'declined', cancellation_reason: reason }) };
    }
    if (fixed === 'authenticate') {
      const token = `fixture-3ds-${nextId}`;
      const payment = record({ ...base, state: 'pending', redirect_url: `${FIXTURE_ORIGIN}/sandbox/3ds/${token}` });
      authentications.set(token, { payment, returnUrl: return_url ?? '/cashbox' });
      return { status: 201, body: payment };
    }
    if (method.system === 'bank_transfer') return { status: 201, body: record({ ...base, state: 'processing' }) };
    const payment = record({ ...base, state: 'pending' });
    succeedDeposit(player, payment, digits);
    return { status: 201, body: { ...payment } };
  }

  function cashout(player: FixturePlayer, body: unknown): Answer {
    const parsed = z.safeParse(CashoutRequest, body);
    if (!parsed.success) return invalid('payment', 'is invalid');
    const { method_id, amount_cents, currency, fields = {} } = parsed.data.payment;
    const method = methodFor(currency, method_id, 'cashout');
    if ('status' in method) return method;
    const refused = checkAmount(player, currency, amount_cents, method.cashout);
    if (refused) return refused;
    if (method.system === 'card') {
      const code = validateCardNumber(fields.card_number ?? '');
      if (code) return invalid('fields.card_number', CARD_MESSAGES[code]);
    }
    if (method.system === 'bank_transfer' && !fields.iban?.trim()) return invalid('fields.iban', 'is not a valid IBAN');
    if (method.system === 'crypto' && !fields.address?.trim()) {
      return invalid('fields.address', `is not a valid ${method.title} address`);
    }
    const cash = player.accounts.find((account) => account.currency === currency)?.available_to_cashout_cents ?? 0;
    if (cash < amount_cents) return invalid('amount_cents', 'not enough money');
    move(player, currency, -amount_cents);
    const payment = record({
      action: 'cashout',
      amount_cents,
      currency,
      payment_system: method.system,
      system_name: method.systemName,
      brand: method.system === 'card' ? cardBrand(cardDigits(fields.card_number ?? '') ?? '') : method.brand,
      fee_cents: Math.floor((amount_cents * method.cashout.feePercent) / 100),
      state: 'pending',
      recallable: true,
    });
    return { status: 201, body: { ...payment } };
  }

  function recall(player: FixturePlayer, id: number): Answer {
    const payment = payments.find((candidate) => candidate.id === id);
    if (!payment) return refuse(404, { base: ['payment not found'] });
    if (payment.action !== 'cashout' || payment.state !== 'pending') {
      return invalid('base', `only a pending withdrawal can be recalled; this payment is ${payment.state}`);
    }
    Object.assign(payment, {
      state: 'recalled',
      recallable: false,
      finished_at: now(),
      cancellation_reason: 'recalled_by_player',
    });
    move(player, payment.currency, payment.amount_cents);
    return { status: 200, body: { ...payment } };
  }

  function receiveCrypto(player: FixturePlayer, body: unknown): Answer {
    const parsed = z.safeParse(CryptoReceiveRequest, body);
    if (!parsed.success) return invalid('address', 'is invalid');
    const currency = Object.keys(FIXTURE_CRYPTO_ADDRESSES).find(
      (coin) => FIXTURE_CRYPTO_ADDRESSES[coin] === parsed.data.address,
    );
    const coin = currency ? CRYPTO[currency] : undefined;
    if (!currency || !coin) return refuse(404, { address: ['is not a deposit address of this casino'] });
    const money = FIXTURE_CURRENCIES.find((candidate) => candidate.code === currency);
    if (parsed.data.amount_cents < coin.minDeposit && money) {
      return invalid('amount_cents', `must be at least ${formatAmount(coin.minDeposit, money)}`);
    }
    const payment = record({
      action: 'deposit',
      amount_cents: parsed.data.amount_cents,
      currency,
      payment_system: 'crypto',
      system_name: 'Sandbox Chain',
      brand: coin.brand,
      state: 'processing',
    });
    succeedDeposit(player, payment, null);
    return { status: 201, body: { ...payment } };
  }

  function authenticate(player: FixturePlayer, token: string, body: unknown): Answer {
    const step = authentications.get(token);
    const parsed = z.safeParse(AuthenticationOutcomeRequest, body);
    if (step?.payment.state !== 'pending') return refuse(404, { base: ['this card check is over'] });
    if (!parsed.success) return invalid('outcome', 'is not included in the list');
    if (parsed.data.outcome === 'approve') succeedDeposit(player, step.payment, null);
    else {
      Object.assign(step.payment, {
        state: 'declined',
        finished_at: now(),
        cancellation_reason: 'authentication_failed',
        redirect_url: null,
      });
    }
    const returnUrl = new URL(step.returnUrl, FIXTURE_ORIGIN);
    returnUrl.searchParams.set('payment_id', String(step.payment.id));
    return { status: 200, body: { payment: { ...step.payment }, return_url: returnUrl.href } };
  }

  function page(body: unknown): Answer {
    const parsed = z.safeParse(PaymentsPageRequest, body ?? {});
    if (!parsed.success) return invalid('page', 'is invalid');
    const { page: number = 1, page_size = 20, filter } = parsed.data;
    const matching = newestFirst().filter(
      (payment) =>
        (!filter?.type || payment.action === filter.type) &&
        (!filter?.currency || payment.currency === filter.currency) &&
        (!filter?.from || payment.created_at >= filter.from) &&
        (!filter?.to || payment.created_at.slice(0, filter.to.length) <= filter.to),
    );
    return {
      status: 200,
      body: {
        data: matching.slice((number - 1) * page_size, number * page_size),
        pagination: { page: number, per_page: page_size, total_count: matching.length },
      },
    };
  }

  function stats(): PlayerStats {
    const sums = (action: PaymentAction) => {
      const byCurrency: Record<string, number> = {};
      for (const payment of payments) {
        if (payment.action !== action || payment.state !== 'succeeded') continue;
        byCurrency[payment.currency] = (byCurrency[payment.currency] ?? 0) + payment.amount_cents;
      }
      return byCurrency;
    };
    const pending = payments.filter((payment) => payment.action === 'cashout' && payment.state === 'pending').length;
    const notice =
      pending === 0
        ? ''
        : `You have ${pending} pending withdrawal${pending === 1 ? '' : 's'}; you can recall it until it is processed.`;
    return {
      deposits_count:
        (options.depositsCount ?? 0) +
        payments.filter((payment) => payment.action === 'deposit' && payment.state === 'succeeded').length,
      deposits_sum: sums('deposit'),
      cashouts_sum: sums('cashout'),
      bets_sum: {},
      messages: { notice: options.notice ?? notice },
    };
  }

  function fields(id: string, query: URLSearchParams): Answer {
    const currency = query.get('currency') ?? '';
    const action = z.safeParse(PaymentAction, query.get('action'));
    if (!action.success) return invalid('action', 'is not included in the list');
    const method = methodsOf(currency).find((candidate) => candidate.id === id);
    if (!method) return refuse(404, { base: [`payment method ${id} is not offered for ${currency} ${action.data}`] });
    const terms = method[action.data];
    const viaAddress = method.system === 'crypto' && action.data === 'deposit';
    const names = FIXTURE_PLAYER_FIELDS.contexts.payment_systems[method.system]?.base[action.data] ?? [];
    const answer: PaymentMethodFields = {
      amountField: viaAddress
        ? null
        : { name: 'amount_cents', currency, minAmountCents: terms.min, maxAmountCents: terms.max },
      isSubmitAvailable: !viaAddress,
      methodFields: methodFieldsOf(method, action.data),
      playerFields: FIXTURE_PLAYER_FIELDS.fields.filter((candidate) => names.includes(candidate.field)),
    };
    return { status: 200, body: answer };
  }

  /** A money-moving route answered once per `Idempotency-Key`; a repeat answers the first answer. */
  function once(key: string | null, fingerprint: string, run: () => Answer): Answer {
    if (key === null || key === '') return invalid('idempotency_key', 'is required');
    const first = answered.get(key);
    if (first) {
      return first.fingerprint === fingerprint
        ? first.answer
        : invalid('idempotency_key', 'was used with other parameters');
    }
    const answer = run();
    if (answer.status < 300) answered.set(key, { fingerprint, answer });
    return answer;
  }

  /** A money-moving route of a signed-in player, answered once per `Idempotency-Key`. */
  const moving = (run: (player: FixturePlayer, body: unknown) => Answer) =>
    forPlayer(session, ({ route, headers, body }, player) =>
      once(headers.get('idempotency-key'), `${route} ${JSON.stringify(body ?? null)}`, () => run(player, body)),
    );

  return {
    authenticatePayment: forPlayer(session, ({ params, body }, player) =>
      authenticate(player, params.token ?? '', body),
    ),
    paymentMethodFields: forPlayer(session, ({ params, query }) => fields(params.id ?? '', query)),
    recallPayment: forPlayer(session, ({ params, headers, route, body }, player) =>
      once(headers.get('idempotency-key'), `${route} ${params.id} ${JSON.stringify(body ?? null)}`, () =>
        recall(player, Number(params.id)),
      ),
    ),
    cryptoAddress: forPlayer(session, ({ params }) => {
      const currency = params.currency ?? '';
      const coin = CRYPTO[currency];
      const address = FIXTURE_CRYPTO_ADDRESSES[currency];
      if (!coin || !address) return invalid('currency', 'has no deposit addresses');
      return { status: 200, body: { currency, address, min_deposit_cents: coin.minDeposit, qr_code: QR_CODE } };
    }),
    paymentMethods: forPlayer(session, ({ query }) => {
      const action = z.safeParse(PaymentAction, query.get('action'));
      if (!action.success) return invalid('action', 'is not included in the list');
      const currency = query.get('currency') ?? '';
      if (!FIXTURE_CURRENCIES.some((candidate) => candidate.code === currency)) {
        return invalid('currency', 'is not included in the list');
      }
      return { status: 200, body: methodList(currency, action.data) };
    }),
    deposit: moving(deposit),
    cashout: moving(cashout),
    payments: forPlayer(session, () => ({ status: 200, body: newestFirst() })),
    paymentPages: forPlayer(session, ({ body }) => page(body)),
    playerStats: forPlayer(session, () => ({ status: 200, body: stats() })),
    fraudCheck: forPlayer(session, ({ body }, player) => {
      const parsed = z.safeParse(FraudCheckRequest, body);
      if (!parsed.success) return invalid('transaction', 'is invalid');
      const { card_number, email } = parsed.data.transaction;
      if (card_number && !/^\d{6}\*{2,9}\d{4}$/.test(card_number)) {
        return invalid('transaction.card_number', 'must be masked to its first 6 and last 4 digits');
      }
      const reasons = [
        ...(card_number === '410000******0019' ? ['card_blocked'] : []),
        ...(email !== player.email ? ['email_mismatch'] : []),
      ];
      return { status: 200, body: { decision: reasons.length > 0 ? 'decline' : 'approve', reasons } };
    }),
    receiveCrypto: moving(receiveCrypto),
  };
}

/** The id of a saved card in the fixture (stable per card). */
export function savedCardId(digits: string): string {
  return `card-${digits.slice(-4)}-${digits.slice(0, 6)}`;
}

/** How a saved card is listed: `Visa •••• 4242`. */
function cardTitle(digits: string): string {
  const brand = cardBrand(digits);
  const names: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };
  return `${names[brand] ?? 'Card'} •••• ${digits.slice(-4)}`;
}
