import type { Casino } from '@casino/sdk';
import {
  createGifts,
  createNotifications,
  createPromoCodes,
  createToasts,
  type GiftsModule,
  type NotificationsModule,
  type PromoAction,
  type PromoCodesModule,
  type ToastsModule,
} from '@casino/sdk/bonuses';
import { useCasino } from '../provider/useCasino';

/** The bonus modules of one casino, shared by every bonus widget of it. */
export interface CasinoBonuses {
  gifts: GiftsModule;
  notifications: NotificationsModule;
  toasts: ToastsModule;
  promoCodes: PromoCodesModule;
  /** Calls `listener` with what applying a URL promo code asks the page to do; returns the unsubscribe. */
  onPromoAction(listener: (action: PromoAction) => void): () => void;
}

const modules = new WeakMap<Casino, CasinoBonuses>();

/**
 * The bonus modules of a casino (`createGifts`, `createNotifications`, `createToasts`, `createPromoCodes`), made on
 * first use and shared from then on. The modules load at sign-in by themselves (at once for an open session).
 */
export function bonusesOf(casino: Casino): CasinoBonuses {
  const known = modules.get(casino);
  if (known) return known;
  const listeners = new Set<(action: PromoAction) => void>();
  const gifts = createGifts(casino);
  const notifications = createNotifications(casino);
  const toasts = createToasts();
  const promoCodes = createPromoCodes(casino, gifts, {
    onAction: (action) => {
      for (const listener of listeners) listener(action);
    },
  });
  const bonuses: CasinoBonuses = {
    gifts,
    notifications,
    toasts,
    promoCodes,
    onPromoAction(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  modules.set(casino, bonuses);
  return bonuses;
}

/** The bonus modules of the nearest `CasinoProvider`'s casino (shared by every bonus widget of that casino). */
export function useBonuses(): CasinoBonuses {
  return bonusesOf(useCasino());
}
