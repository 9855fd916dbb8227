import type { StorageLike } from '@casino/sdk';

/** Local-storage key of when the promo banners were last closed (ms since the epoch). */
export const PROMO_CLOSED_KEY = 'casino.promoBannerClosedAt';

/** When the promo banners were last closed, or null. */
export function readPromoClosedAt(storage: StorageLike | null): number | null {
  try {
    const value = Number(storage?.getItem(PROMO_CLOSED_KEY) ?? Number.NaN);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers that the promo banners were closed at `now`. */
export function writePromoClosedAt(storage: StorageLike | null, now: number): void {
  try {
    storage?.setItem(PROMO_CLOSED_KEY, String(now));
  } catch {
    // storage full or blocked: the banner stays closed for this page only
  }
}
