import { type ReadonlySignal, signal } from '@preact/signals-core';
import type {
  CashoutRequest,
  CryptoAddress,
  DepositRequest,
  FraudCheckRequest,
  FraudCheckResult,
  Payment,
  PaymentAction,
  PaymentMethod,
  PaymentMethodFields,
  PaymentsPage,
  PaymentsPageRequest,
  PlayerStats,
} from '../contract/payments';
import type { CasinoEmitter } from '../events';
import type { HttpClient } from '../http/client';
import type { PersonalInfoField } from '../rules/personal-info';
import type { CasinoState } from '../state/store';
import type { CasinoStorage } from '../storage';
import type { PaymentsClient } from './payments-client';

/** Which method list: a currency and an action (api-facts §7 `getMethods`). */
export interface MethodsQuery {
  currency: string;
  paymentAction: PaymentAction;
}

/** Which method's fields (api-facts §7 `getMethodFields`). */
export interface MethodFieldsQuery extends MethodsQuery {
  id: string;
  /** A saved card or account of the player to prefill from. */
  savedProfileId?: string;
}

/** Options of a money-moving call. */
export interface MoneyMoveOptions {
  /** The call's `Idempotency-Key`. Defaults to a fresh key per call (reused by the call's own network retries); pass your own to retry a call yourself without paying twice. */
  idempotencyKey?: string;
}

/** Result of a deposit, withdrawal or recall: the payment, or the platform's field errors (any 4xx with an error body). */
export type PaymentResult = { ok: true; payment: Payment } | { ok: false; errors: Record<string, string[]> };

/** A card payment to check for fraud; the SDK masks the card to its first 6 and last 4 digits before sending it. */
export type FraudCheckInput = Pick<
  FraudCheckRequest['transaction'],
  'amount_cents' | 'currency' | 'payment_system' | 'type' | 'dfpc'
> & { card_number: string };

/** The cashbox: payment methods, deposits, withdrawals, recalls, history and the checks before the cashbox opens. */
export interface PaymentsModule {
  /** The history page last loaded by {@link PaymentsModule.history}, reloaded on `payments_changes`; null until loaded. */
  readonly historyPage: ReadonlySignal<PaymentsPage | null>;
  /** Methods of a currency and action, cached until {@link PaymentsModule.resetCache}; an empty list is asked again up to 3 times. Group 631 does not see the hidden brand. */
  getMethods(query: MethodsQuery): Promise<PaymentMethod[]>;
  /** The fields a method needs; `isSubmitAvailable` is false while profile fields of `playerFields` are empty. */
  getMethodFields(query: MethodFieldsQuery): Promise<PaymentMethodFields>;
  /** Forgets the cached method lists. */
  resetCache(): Promise<void>;
  /** Creates a deposit; `redirect_url` of the payment is the 3-D Secure step to open. Reloads the balance. */
  deposit(payment: DepositRequest['payment'], options?: MoneyMoveOptions): Promise<PaymentResult>;
  /** Creates a withdrawal (the amount is reserved at once). Reloads the balance. */
  withdraw(payment: CashoutRequest['payment'], options?: MoneyMoveOptions): Promise<PaymentResult>;
  /** Recalls a pending withdrawal, then reloads the history and the balance. */
  recall(id: number, options?: MoneyMoveOptions): Promise<PaymentResult>;
  /** Loads a history page (newest first) into {@link PaymentsModule.historyPage}. Defaults to page 1 of 20. */
  history(request?: PaymentsPageRequest): Promise<PaymentsPage>;
  /** The player's deposit address of a coin and its minimum deposit. */
  cryptoAddress(currency: string): Promise<CryptoAddress>;
  /** Deposit and withdrawal sums; `deposits_count === 0` means the next deposit is the first (amount 50). */
  stats(): Promise<PlayerStats>;
  /** Asks the fraud check about a card payment; the card number leaves masked (first 6 and last 4 digits). */
  fraudCheck(input: FraudCheckInput): Promise<FraudCheckResult>;
  /** Profile fields a fiat player must fill before the cashbox opens (core.md §5); empty: open the cashbox. */
  missingPersonalInfo(): Promise<PersonalInfoField[]>;
  /** The canceled or declined deposit finished under 5 minutes ago to warn about once, remembered in local storage; null when none. */
  canceledDepositWarning(): Promise<Payment | null>;
}

/** What the payments module needs from the casino. */
export interface PaymentsDependencies {
  http: HttpClient;
  events: CasinoEmitter;
  state: CasinoState;
  storage: CasinoStorage;
  /** Delay before asking an empty method list again (the casino's retry delay). */
  retryDelay: (attempt: number) => number;
  now: () => number;
  /** Reloads the wallet accounts (the balance). */
  reloadAccounts: () => Promise<void>;
  /** Registers the reset run at sign-out and after a 401. */
  registerUserState: (reset: () => void) => () => void;
}

/**
 * Creates the payments module. Its requests, schemas, rules and cache are a chunk loaded on the first call (pages that
 * never open the cashbox do not pay for them); the chunk then follows `payments_changes` and clears itself at sign-out.
 */
export function createPayments(deps: PaymentsDependencies): PaymentsModule {
  const historyPage = signal<PaymentsPage | null>(null);
  let client: Promise<PaymentsClient> | null = null;

  const load = (): Promise<PaymentsClient> => {
    client ??= import('./payments-client').then(
      ({ createPaymentsClient }) => createPaymentsClient(deps, historyPage),
      (error: unknown) => {
        client = null;
        throw error;
      },
    );
    return client;
  };
  const call =
    <K extends keyof PaymentsClient>(name: K) =>
    async (...args: Parameters<PaymentsClient[K]>): Promise<Awaited<ReturnType<PaymentsClient[K]>>> =>
      ((await load())[name] as (...all: typeof args) => Promise<Awaited<ReturnType<PaymentsClient[K]>>>)(...args);

  return {
    historyPage,
    getMethods: call('getMethods'),
    getMethodFields: call('getMethodFields'),
    async resetCache() {
      // Nothing is cached before the chunk is loaded.
      if (client !== null) await (await client).resetCache();
    },
    deposit: call('deposit'),
    withdraw: call('withdraw'),
    recall: call('recall'),
    history: call('history'),
    cryptoAddress: call('cryptoAddress'),
    stats: call('stats'),
    fraudCheck: call('fraudCheck'),
    missingPersonalInfo: call('missingPersonalInfo'),
    canceledDepositWarning: call('canceledDepositWarning'),
  };
}
