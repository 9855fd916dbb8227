import * as z from 'zod/mini';
import type { ErrorBody } from '../src/contract/errors';
import {
  CashoutRequest,
  DepositRequest,
  FraudCheckRequest,
  type Payment,
  PaymentAction,
  type PaymentMethod,
  PaymentsPageRequest,
} from '../src/contract/payments';
import type { Account, Profile } from '../src/contract/player';
import { accountFixture, profileFixture, sessionUserFixture } from './fixtures';
import { type LocalServer, type SeenRequest, sendJson, startLocalServer } from './local-server';

/**
 * A small cashbox platform on a real local HTTP server for the SDK's payments tests: sign-in, profile, accounts and
 * the payment calls of docs/payments.md, with every request body parsed by its contract schema and the
 * `Idempotency-Key` rules of the ledger (a repeat answers the first answer, other parameters are a 422).
 */
export interface PaymentsPlatform {
  server: LocalServer;
  url: string;
  /** The player's profile (edit to stage missing personal info or groups among `statuses`). */
  profile: Profile;
  /** The player's wallet accounts; deposits, withdrawals and recalls move `amount_cents` of the EUR one. */
  accounts: Account[];
  /** Every payment, newest last. */
  payments: Payment[];
  /** How many answers of GET /api/player/payment_methods still come back empty. */
  emptyMethodLists: number;
  /** Cut the connection of the next deposit after it took effect (a lost answer the client retries). */
  dropNextDeposit: boolean;
  /** Requests of a method and path. */
  seen(method: string, path: string): SeenRequest[];
  close(): Promise<void>;
}

const method = (id: string, brand: string, type: PaymentMethod['type']): PaymentMethod => ({
  id,
  brand,
  title: id,
  description: null,
  translationKey: `payments.methods.${id}`,
  type,
  iconSrc: null,
  extraIcons: [],
  provider: { name: 'sandbox', paymentSystem: id },
  savedProfiles: [],
  isForSavedProfilesOnly: false,
  isProfileRequiredForCashout: false,
  termsOfService: { restrictions: { amountCurrencyCode: 'EUR', minAmountCents: 1_000, maxAmountCents: 500_000 } },
  currency: 'EUR',
  recallable: type !== 'cards',
  fee: { percent: 0, fixedCents: 0 },
  processingTime: { seconds: 0, text: 'Instant' },
});

/** The fake methods of EUR: a card and a bank transfer. */
export const PLATFORM_METHODS: readonly PaymentMethod[] = [
  method('card', 'card', 'cards'),
  method('bank_transfer', 'bank_transfer', 'bank_transfer'),
];

/** The card number the fake issuer declines. */
export const DECLINED_CARD = '4000000000000002';

const invalid = (field: string, message: string) => ({ status: 422, body: { errors: { [field]: [message] } } });

/** Starts the platform with the signed-out player ann@example.com / Secret123 (EUR 150.00). */
export async function startPaymentsPlatform(): Promise<PaymentsPlatform> {
  let signedIn = false;
  const keys = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const platform = {
    profile: profileFixture({
      mobile_phone: '+49 151 2345678',
      city: 'Berlin',
      address: 'Unter den Linden 1',
      postal_code: '10117',
    }),
    accounts: [accountFixture()],
    payments: [] as Payment[],
    emptyMethodLists: 0,
    dropNextDeposit: false,
  };
  const eur = () => platform.accounts.find((account) => account.currency === 'EUR') ?? platform.accounts[0];
  const move = (cents: number) => {
    const account = eur();
    if (account) Object.assign(account, { amount_cents: account.amount_cents + cents });
  };

  const record = (action: 'deposit' | 'cashout', fields: Omit<Payment, 'id' | 'action' | 'created_at'>): Payment => {
    const payment: Payment = {
      ...fields,
      id: platform.payments.length + 1,
      action,
      created_at: new Date().toISOString(),
    };
    platform.payments.push(payment);
    return payment;
  };
  const paymentOf = (methodId: string, amount: number, currency: string, state: Payment['state']) => ({
    amount_cents: amount,
    fee_cents: 0,
    currency,
    payment_system: methodId,
    system_name: 'Sandbox',
    brand: methodId,
    recallable: false,
    success: state === 'succeeded',
    finished_at: state === 'pending' ? null : new Date().toISOString(),
    state,
    cancellation_reason: state === 'declined' ? 'card_declined' : null,
    redirect_url: null,
  });

  const moneyRoutes: Record<string, (body: unknown, path: string) => { status: number; body: unknown }> = {
    deposit(body) {
      const parsed = z.safeParse(DepositRequest, body);
      if (!parsed.success) return invalid('payment', 'is invalid');
      const { method_id, amount_cents, currency, fields } = parsed.data.payment;
      if (amount_cents < 1_000) return invalid('amount_cents', 'must be at least 10.00 EUR');
      const declined = fields?.card_number === DECLINED_CARD;
      if (!declined) move(amount_cents);
      const state = declined ? 'declined' : 'succeeded';
      return { status: 201, body: record('deposit', paymentOf(method_id, amount_cents, currency, state)) };
    },
    cashout(body) {
      const parsed = z.safeParse(CashoutRequest, body);
      if (!parsed.success) return invalid('payment', 'is invalid');
      const { method_id, amount_cents, currency } = parsed.data.payment;
      if (amount_cents > (eur()?.amount_cents ?? 0)) return invalid('amount_cents', 'not enough money');
      move(-amount_cents);
      const payment = record('cashout', {
        ...paymentOf(method_id, amount_cents, currency, 'pending'),
        recallable: true,
      });
      return { status: 201, body: payment };
    },
    recall(_body, path) {
      const payment = platform.payments.find((candidate) => path === `/api/player/payments/${candidate.id}/recall`);
      if (!payment) return { status: 404, body: { errors: { base: ['payment not found'] } } };
      if (payment.state !== 'pending') return invalid('base', 'only a pending withdrawal can be recalled');
      move(payment.amount_cents);
      Object.assign(payment, { state: 'recalled', recallable: false, finished_at: new Date().toISOString() });
      return { status: 200, body: payment };
    },
  };

  const server = await startLocalServer((request, response, drop) => {
    const key = `${request.method} ${request.path}`;
    if (key === 'POST /api/users/sign_in') {
      signedIn = true;
      return sendJson(response, 200, sessionUserFixture());
    }
    if (key === 'DELETE /api/users/sign_out') {
      signedIn = false;
      response.writeHead(204);
      return response.end();
    }
    if (!signedIn) return sendJson(response, 401, { errors: { base: ['You need to sign in'] } });

    const money = /^POST \/api\/player\/payments\/(deposit|cashout|\d+\/recall)$/.exec(key)?.[1];
    if (money !== undefined) {
      const idempotencyKey = request.headers['idempotency-key'];
      if (typeof idempotencyKey !== 'string' || idempotencyKey === '') {
        return sendJson(response, 422, { errors: { idempotency_key: ['is required'] } });
      }
      const fingerprint = `${key} ${JSON.stringify(request.body)}`;
      const first = keys.get(idempotencyKey);
      if (first && first.fingerprint !== fingerprint) {
        return sendJson(response, 422, { errors: { idempotency_key: ['was used with other parameters'] } });
      }
      const route = moneyRoutes[money.endsWith('recall') ? 'recall' : money];
      const answer = first ?? { fingerprint, ...(route?.(request.body, request.path) ?? { status: 404, body: {} }) };
      if (answer.status < 300) keys.set(idempotencyKey, answer);
      if (money === 'deposit' && platform.dropNextDeposit) {
        platform.dropNextDeposit = false;
        return drop();
      }
      return sendJson(response, answer.status, answer.body, { 'idempotency-replayed': String(first !== undefined) });
    }

    switch (key) {
      case 'GET /api/player':
        return sendJson(response, 200, platform.profile);
      case 'GET /api/player/accounts':
        return sendJson(response, 200, platform.accounts);
      case 'GET /api/player/payment_methods': {
        const action = z.safeParse(PaymentAction, request.query.get('action'));
        if (!action.success) return sendJson(response, 422, { errors: { action: ['is not included in the list'] } });
        if (platform.emptyMethodLists > 0) {
          platform.emptyMethodLists -= 1;
          return sendJson(response, 200, []);
        }
        return sendJson(response, 200, PLATFORM_METHODS);
      }
      case 'GET /api/player/payment_methods/card/fields':
        return sendJson(response, 200, {
          amountField: { name: 'amount_cents', currency: 'EUR', minAmountCents: 1_000, maxAmountCents: 500_000 },
          isSubmitAvailable: true,
          methodFields: [
            {
              name: 'card_number',
              type: 'tel',
              label: 'Card number',
              required: true,
              autocomplete: 'cc-number',
              pattern: null,
            },
          ],
          playerFields: [],
        });
      case 'POST /api/player/payments/with_pages': {
        const parsed = z.safeParse(PaymentsPageRequest, request.body ?? {});
        if (!parsed.success) return sendJson(response, 422, { errors: { page: ['is invalid'] } });
        const { page = 1, page_size = 20, filter } = parsed.data;
        const matching = [...platform.payments].reverse().filter((p) => !filter?.type || p.action === filter.type);
        return sendJson(response, 200, {
          data: matching.slice((page - 1) * page_size, page * page_size),
          pagination: { page, per_page: page_size, total_count: matching.length },
        });
      }
      case 'GET /api/player/stats':
        return sendJson(response, 200, {
          deposits_count: platform.payments.filter((p) => p.action === 'deposit' && p.success).length,
          deposits_sum: {},
          cashouts_sum: {},
          bets_sum: {},
          messages: { notice: '' },
        });
      case 'GET /api/player/crypto_addresses/BTC':
        return sendJson(response, 200, {
          currency: 'BTC',
          address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
          min_deposit_cents: 10_000,
          qr_code: 'data:image/png;base64,iVBORw0KGgo=',
        });
      case 'POST /api/users/transaction': {
        const parsed = z.safeParse(FraudCheckRequest, request.body);
        const card = parsed.success ? parsed.data.transaction.card_number : null;
        if (!parsed.success || (card && !/^\d{6}\*+\d{4}$/.test(card))) {
          return sendJson(response, 422, { errors: { card_number: ['must be masked'] } });
        }
        const blocked = card === '410000******0019';
        return sendJson(response, 200, {
          decision: blocked ? 'decline' : 'approve',
          reasons: blocked ? ['card_blocked'] : [],
        });
      }
      default:
        return sendJson(response, 404, { errors: { base: [`No route ${key}`] } } satisfies ErrorBody);
    }
  });

  return Object.assign(platform, {
    server,
    url: server.url,
    seen: (m: string, path: string) => server.requests.filter((r) => r.method === m && r.path === path),
    close: () => server.close(),
  });
}
