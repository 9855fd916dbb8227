import type { Signal } from '@preact/signals-core';
import * as z from 'zod/mini';
import {
  type CashoutRequest,
  CryptoAddress,
  type DepositRequest,
  type FraudCheckRequest,
  FraudCheckResult,
  Payment,
  type PaymentMethod,
  PaymentMethodFields,
  PaymentMethodList,
  type PaymentMethodsQuery,
  PaymentsPage,
  type PaymentsPageRequest,
  PlayerStats,
} from '../contract/payments';
import { routePath } from '../contract/routes';
import { fieldErrors } from '../errors';
import { canceledDepositToWarn } from '../rules/canceled-deposit';
import { cardDigits, maskCardNumber } from '../rules/card';
import { isCryptoCurrency } from '../rules/currency';
import { visiblePaymentMethods } from '../rules/payment-brand';
import { missingPersonalInfo } from '../rules/personal-info';
import { readStored, writeStored } from '../storage';
import { newIdempotencyKey } from './idempotency-key';
import type {
  MethodsQuery,
  MoneyMoveOptions,
  PaymentResult,
  PaymentsDependencies,
  PaymentsModule,
} from './payments-module';

/** The part of the payments module that lives in the lazily loaded chunk. */
export type PaymentsClient = Omit<PaymentsModule, 'historyPage'>;

/** Further requests of a method list that came back empty (core.md §5: "retries up to 3 times if … empty"). */
export const EMPTY_METHODS_RETRIES = 3;
/** Local storage key of the canceled deposits already shown (their ids). */
export const CANCELED_DEPOSITS_SHOWN_KEY = 'casino.canceledDepositsShown';
/** Shown ids kept in storage; older ones are far outside the 5-minute window. */
const SHOWN_IDS_KEPT = 50;
/** The history request when none is given. */
const DEFAULT_HISTORY: PaymentsPageRequest = { page: 1, page_size: 20 };

const ShownIds = z.array(z.int());

/**
 * Creates the client of the payments module, writing history pages into `historyPage`. It reloads the history on
 * `payments_changes` and `realtime:resync`, and clears its cache and history at sign-out.
 */
export function createPaymentsClient(
  deps: PaymentsDependencies,
  historyPage: Signal<PaymentsPage | null>,
): PaymentsClient {
  const { http, state } = deps;
  /** Method lists by `currency:action`, as the platform answered them. */
  const methodLists = new Map<string, Promise<PaymentMethod[]>>();
  /** The request of the last history load, repeated on `payments_changes`; null before the first. */
  let historyRequest: PaymentsPageRequest | null = null;

  async function fetchMethods({ currency, paymentAction }: MethodsQuery) {
    const query = { currency, action: paymentAction } satisfies PaymentMethodsQuery;
    const path = routePath('paymentMethods');
    let methods = await http.get(path, PaymentMethodList, { query });
    for (let retry = 0; methods.length === 0 && retry < EMPTY_METHODS_RETRIES; retry++) {
      const delay = deps.retryDelay(retry);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      methods = await http.get(path, PaymentMethodList, { query });
    }
    return methods;
  }

  function playerGroups(): (number | string)[] {
    const statuses = state.profile.value?.statuses.map((status) => status.id) ?? [];
    return [...(state.sessionUser.value?.groups ?? []), ...statuses];
  }

  async function move(path: string, body: unknown, options: MoneyMoveOptions | undefined): Promise<PaymentResult> {
    const headers = { 'Idempotency-Key': options?.idempotencyKey ?? newIdempotencyKey() };
    try {
      return { ok: true, payment: await http.post(path, body, Payment, { headers }) };
    } catch (error) {
      const errors = fieldErrors(error);
      if (errors) return { ok: false, errors };
      throw error;
    }
  }

  async function history(request: PaymentsPageRequest = DEFAULT_HISTORY) {
    historyRequest = request;
    const page = await http.post(routePath('paymentPages'), request, PaymentsPage);
    // A sign-out or a newer load while this one ran wins.
    if (historyRequest === request) historyPage.value = page;
    return page;
  }

  /** Reloads a history page after money moved or on an event; a failure is logged, never thrown at the caller. */
  async function refreshHistory(request: PaymentsPageRequest | null = historyRequest) {
    if (request === null) return;
    try {
      await history(request);
    } catch (error) {
      deps.events.emit('request-error', { path: routePath('paymentPages'), error });
    }
  }
  const onPaymentsChanged = () => void refreshHistory();
  deps.events.on('realtime:payments_changes', onPaymentsChanged);
  deps.events.on('realtime:resync', onPaymentsChanged);
  deps.registerUserState(() => {
    methodLists.clear();
    historyRequest = null;
    historyPage.value = null;
  });

  function readShownIds(): Set<number> {
    const stored = readStored(deps.storage.local, CANCELED_DEPOSITS_SHOWN_KEY);
    if (stored === null) return new Set();
    try {
      const parsed = z.safeParse(ShownIds, JSON.parse(stored));
      return new Set(parsed.success ? parsed.data : []);
    } catch {
      return new Set();
    }
  }

  return {
    async getMethods(query) {
      const key = `${query.currency}:${query.paymentAction}`;
      let entry = methodLists.get(key);
      if (entry === undefined) {
        const loading = fetchMethods(query);
        entry = loading;
        methodLists.set(key, loading);
        const forget = () => {
          if (methodLists.get(key) === loading) methodLists.delete(key);
        };
        // An empty list or a failure is not kept: the next cashbox opening asks again.
        loading.then((methods) => methods.length === 0 && forget(), forget);
      }
      return visiblePaymentMethods(await entry, playerGroups());
    },
    getMethodFields({ id, currency, paymentAction, savedProfileId }) {
      return http.get(routePath('paymentMethodFields', { id }), PaymentMethodFields, {
        query: { currency, action: paymentAction, saved_profile_id: savedProfileId },
      });
    },
    async deposit(payment, options) {
      const result = await move(routePath('deposit'), { payment } satisfies DepositRequest, options);
      if (result.ok) await Promise.all([deps.reloadAccounts(), refreshHistory()]);
      return result;
    },
    async withdraw(payment, options) {
      const result = await move(routePath('cashout'), { payment } satisfies CashoutRequest, options);
      if (result.ok) await Promise.all([deps.reloadAccounts(), refreshHistory()]);
      return result;
    },
    async recall(id, options) {
      const result = await move(routePath('recallPayment', { id }), undefined, options);
      if (result.ok) await Promise.all([deps.reloadAccounts(), refreshHistory(historyRequest ?? DEFAULT_HISTORY)]);
      return result;
    },
    async resetCache() {
      methodLists.clear();
    },
    history,
    cryptoAddress: (currency) => http.get(routePath('cryptoAddress', { currency }), CryptoAddress),
    stats: () => http.get(routePath('playerStats'), PlayerStats),
    async fraudCheck(input) {
      const digits = cardDigits(input.card_number);
      if (digits === null || digits.length < 12 || digits.length > 19) {
        throw new TypeError('fraudCheck needs a card number of 12 to 19 digits (spaces and hyphens allowed)');
      }
      const profile = state.profile.value;
      if (profile === null)
        throw new Error('fraudCheck needs a signed-in player: sign in or call casino.start() first');
      const body = {
        transaction: {
          country: profile.country,
          first_name: profile.first_name,
          last_name: profile.last_name,
          email: profile.email,
          dfpc: input.dfpc ?? null,
          card_number: maskCardNumber(digits),
          amount_cents: input.amount_cents,
          currency: input.currency,
          payment_system: input.payment_system,
          type: input.type,
          player_status: state.level.value?.name ?? null,
        },
      } satisfies FraudCheckRequest;
      return http.post(routePath('fraudCheck'), body, FraudCheckResult);
    },
    async missingPersonalInfo() {
      const profile = state.profile.value;
      if (profile === null) return [];
      const currency = state.activeAccount.value?.currency ?? profile.currency;
      const known = state.currencies.value.find((candidate) => candidate.code === currency);
      return missingPersonalInfo(profile, known ? known.fiat : !isCryptoCurrency(currency));
    },
    async canceledDepositWarning() {
      const request = { page: 1, page_size: 20, filter: { type: 'deposit' } } satisfies PaymentsPageRequest;
      const page = await http.post(routePath('paymentPages'), request, PaymentsPage);
      const shown = readShownIds();
      const payment = canceledDepositToWarn(page.data, deps.now(), shown);
      if (payment !== null) {
        const ids = [...shown, payment.id].slice(-SHOWN_IDS_KEPT);
        writeStored(deps.storage.local, CANCELED_DEPOSITS_SHOWN_KEY, JSON.stringify(ids));
      }
      return payment;
    },
  };
}
