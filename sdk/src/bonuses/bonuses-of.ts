import type { BonusOffer, Notice } from '../contract/bonuses';
import { createResource, type Resource } from '../resource/resource';
import { type BonusesCasino, createGifts, type GiftsModule } from './gifts';
import { createNotices } from './notices';
import { createNotifications, type NotificationsModule } from './notifications';
import { createPromoCodes, type PromoAction, type PromoCodesModule } from './promo-codes';
import { createToasts, type ToastsModule } from './toasts';

/** The bonus modules of one casino, shared by every bonus widget and page of it. */
export interface CasinoBonuses {
  gifts: GiftsModule;
  notifications: NotificationsModule;
  toasts: ToastsModule;
  promoCodes: PromoCodesModule;
  /** The player's notices (testers and group 916), loaded on first `reload()` or `ensure()`. */
  notices: Resource<Notice[]>;
  /** The deposit and registration offers (`gifts.depositOffers()`, `registrationOffers()`; a failure gives `[]`). */
  offers: { deposit: Resource<BonusOffer[]>; registration: Resource<BonusOffer[]> };
  /** Calls `listener` with what applying a URL promo code asks the page to do; returns the unsubscribe. */
  onPromoAction(listener: (action: PromoAction) => void): () => void;
}

const modules = new WeakMap<BonusesCasino, CasinoBonuses>();

/**
 * The bonus modules of a casino (`createGifts`, `createNotifications`, `createToasts`, `createPromoCodes`,
 * `createNotices`), made on first use and shared from then on. They load at sign-in by themselves (at once for an
 * open session).
 */
export function bonusesOf(casino: BonusesCasino): CasinoBonuses {
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
    notices: createNotices(casino),
    offers: {
      deposit: createResource({ load: gifts.depositOffers, initial: [], events: casino.events }),
      registration: createResource({ load: gifts.registrationOffers, initial: [], events: casino.events }),
    },
    onPromoAction(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  modules.set(casino, bonuses);
  return bonuses;
}
