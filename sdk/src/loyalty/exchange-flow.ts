import { type ReadonlySignal, signal } from '@preact/signals-core';
import * as z from 'zod/mini';
import { updateBonusSettings } from '../bonuses/bonus-settings';
import type { ExchangeRequest } from '../contract/exchange-request';
import { ExchangeRefusal, type ExchangeRefusalCode, ExchangeResult, type RateCard } from '../contract/rocket-mart';
import { routePath } from '../contract/routes';
import { CasinoHttpError } from '../errors';
import { newIdempotencyKey } from '../payments/idempotency-key';
import { isMultiAccount } from '../rules/multi-account';
import { pricePoints } from '../rules/rocket-mart';
import type { CompPointsModule, LoyaltyCasino } from './comp-points';

/** What the player is exchanging: a card and how many of it. */
export interface ExchangeChoice {
  card: RateCard;
  quantity: number;
  /** For a lottery card: the lottery (one of the card's `lottery_ids`) the tickets are for; else its first running one. */
  lotteryId?: number;
}

/**
 * Where an exchange stands (loyalty.md §4 "exchange flow"): a guest is sent to registration; a multi-account player
 * (group 100) gets a warning and no exchange; a player who cannot receive bonuses confirms enabling them first for a
 * reward given as a gift; then the exchange runs and ends in success or failure, shown in the result modal.
 */
export type ExchangeState =
  | { step: 'idle' }
  | ({ step: 'registration' } & ExchangeChoice)
  | ({ step: 'multi-account' } & ExchangeChoice)
  | ({ step: 'enable-bonuses' } & ExchangeChoice)
  | ({ step: 'exchanging' } & ExchangeChoice)
  | ({ step: 'success'; result: ExchangeResult } & ExchangeChoice)
  | ({
      step: 'failure';
      /** Why the platform refused, when it said (`insufficient_points`, `multi_account`…); null for other failures. */
      code: ExchangeRefusalCode | null;
      /** Points missing for an `insufficient_points` refusal; null otherwise. */
      missingPoints: number | null;
    } & ExchangeChoice);

/** One exchange at a time, as a state machine; each widget showing a result modal makes its own. */
export interface ExchangeFlow {
  /** The current step. Defaults to `idle`. */
  readonly state: ReadonlySignal<ExchangeState>;
  /**
   * The player pressed exchange on `card` for `quantity` items (default 1), for a lottery card's tickets of
   * `lotteryId` (default: its first running lottery); does nothing while an exchange runs.
   */
  start(card: RateCard, quantity?: number, lotteryId?: number): Promise<void>;
  /** In `enable-bonuses`: turns receiving bonuses on (PATCH update_bonus_settings), then exchanges. */
  enableBonuses(): Promise<void>;
  /** Closes a warning, the confirmation or the result: back to `idle`. Does nothing while an exchange runs. */
  dismiss(): void;
}

/** What the exchange flow needs besides the casino. */
export interface ExchangeFlowDependencies {
  compPoints: CompPointsModule;
  /** Called after a successful exchange (the page reloads what it paid: wallets, gifts). Defaults to none. */
  onExchanged?: (result: ExchangeResult) => void;
}

/**
 * Creates an exchange flow. Every attempt sends a fresh `Idempotency-Key`, which the HTTP client's own network retries
 * reuse, so a retried request spends once; the answer's balances replace the comp points at once.
 */
export function createExchangeFlow(casino: LoyaltyCasino, deps: ExchangeFlowDependencies): ExchangeFlow {
  const { http, state } = casino;
  const current = signal<ExchangeState>({ step: 'idle' });

  async function exchange(choice: ExchangeChoice): Promise<void> {
    current.value = { step: 'exchanging', ...choice };
    const { card, quantity, lotteryId } = choice;
    const currency = state.activeAccount.value?.currency ?? state.profile.value?.currency ?? 'EUR';
    // a lottery card says how many tickets the player saw, and for which lottery (else the server buys into its first
    // running one)
    const tickets =
      card.type === 'lotteries'
        ? { tickets_count: (card.rate.tickets_count ?? 1) * quantity, lottery_id: lotteryId }
        : {};
    const body: ExchangeRequest = {
      exchange: { group: card.group, points: pricePoints(card, currency), currency, quantity, ...tickets },
    };
    try {
      const result = await http.post(routePath('exchangeCompPoints', { type: card.type }), body, ExchangeResult, {
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      });
      deps.compPoints.balance.set(result.comp_points);
      current.value = { step: 'success', ...choice, result };
      deps.onExchanged?.(result);
    } catch (error) {
      const refusal = error instanceof CasinoHttpError && error.status === 422 ? readRefusal(error.data) : null;
      current.value = {
        step: 'failure',
        ...choice,
        code: refusal?.code ?? null,
        missingPoints: refusal?.missing_points ?? null,
      };
      if (refusal === null)
        casino.events.emit('request-error', { path: routePath('exchangeCompPoints', { type: card.type }), error });
    }
  }

  const busy = () => current.peek().step === 'exchanging';

  return {
    state: current,
    async start(card, quantity = 1, lotteryId) {
      if (busy()) return;
      const choice = { card, quantity, lotteryId };
      const profile = state.profile.value;
      if (state.loginState.value !== 'logged' || profile === null) {
        current.value = { step: 'registration', ...choice };
        return;
      }
      if (isMultiAccount([...(state.sessionUser.value?.groups ?? []), ...profile.statuses])) {
        current.value = { step: 'multi-account', ...choice };
        return;
      }
      if (card.requires_bonuses && !profile.can_issue_bonuses) {
        current.value = { step: 'enable-bonuses', ...choice };
        return;
      }
      await exchange(choice);
    },
    async enableBonuses() {
      const shown = current.peek();
      if (shown.step !== 'enable-bonuses') return;
      const choice = { card: shown.card, quantity: shown.quantity, lotteryId: shown.lotteryId };
      current.value = { step: 'exchanging', ...choice };
      try {
        await updateBonusSettings(casino, true);
      } catch (error) {
        current.value = { step: 'failure', ...choice, code: null, missingPoints: null };
        casino.events.emit('request-error', { path: routePath('updateBonusSettings'), error });
        return;
      }
      await exchange(choice);
    },
    dismiss() {
      if (!busy()) current.value = { step: 'idle' };
    },
  };
}

/** The refusal of a 422 body, or null when the body is not one. */
function readRefusal(body: unknown): ExchangeRefusal | null {
  const parsed = z.safeParse(ExchangeRefusal, body);
  return parsed.success ? parsed.data : null;
}
