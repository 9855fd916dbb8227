import { type ReadonlySignal, signal } from '@preact/signals-core';
import type { CouponStatus } from '../contract/bonuses';
import { onSignIn } from '../session/on-sign-in';
import { readStored, type StorageLike, writeStored } from '../storage';
import type { BonusesCasino, GiftsModule } from './gifts';

/** What applying a promo code asks the page to do: open the deposit popup, or the profile's gifts page. */
export type PromoAction = { type: 'open-deposit' } | { type: 'open-gifts'; status: CouponStatus | null };

/** Promo codes of a visit: a deposit bonus code and a gift coupon. */
export interface PromoCodes {
  depositCode: string | null;
  couponCode: string | null;
}

/** URL promo codes (core.md §4): kept in session storage until a signed-in player can use them. */
export interface PromoCodesModule {
  /** Reads `deposit_code` and `coupon_code` from a URL into session storage; returns what the URL carried. */
  capture(url: string | URL): PromoCodes;
  /** The stored codes. */
  readonly pending: ReadonlySignal<PromoCodes>;
  /**
   * For a signed-in player: the deposit code is set as bonus code (cleared when invalid) → `open-deposit`; the coupon is
   * redeemed → `open-gifts`. Clears what it used. Runs by itself at sign-in and calls `onAction` for each action.
   */
  apply(): Promise<PromoAction[]>;
  /** Clears both codes unless a player is signed in; call it for guests on the main page (core.md §4). */
  clearForGuest(): void;
}

/** Options of {@link createPromoCodes}. */
export interface PromoCodesOptions {
  /** Called with each action {@link PromoCodesModule.apply} takes. */
  onAction?: (action: PromoAction) => void;
}

/** URL query names of the promo codes. */
export const PROMO_CODE_PARAMS = { depositCode: 'deposit_code', couponCode: 'coupon_code' } as const;

/** Session storage keys of the promo codes. */
export const PROMO_CODE_STORAGE_KEYS = {
  depositCode: 'casino.promo.deposit_code',
  couponCode: 'casino.promo.coupon_code',
} as const;

/** Base that lets a path such as `/?coupon_code=X` parse like a full URL; only its query is read. */
const RELATIVE_BASE = 'http://relative.invalid';

function removeStored(storage: StorageLike | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // A blocked storage holds nothing to remove.
  }
}

/** Creates the promo codes of a casino; it applies them at every sign-in. */
export function createPromoCodes(
  casino: BonusesCasino,
  gifts: GiftsModule,
  options: PromoCodesOptions = {},
): PromoCodesModule {
  const storage = casino.storage.session;
  const read = (): PromoCodes => ({
    depositCode: readStored(storage, PROMO_CODE_STORAGE_KEYS.depositCode),
    couponCode: readStored(storage, PROMO_CODE_STORAGE_KEYS.couponCode),
  });
  const pending = signal<PromoCodes>(read());
  /** Memory stands in for a missing storage, so codes still reach the sign-in of this page. */
  const store = (name: keyof PromoCodes, value: string | null) => {
    if (value === null) removeStored(storage, PROMO_CODE_STORAGE_KEYS[name]);
    else writeStored(storage, PROMO_CODE_STORAGE_KEYS[name], value);
    pending.value = { ...pending.value, [name]: value };
  };
  let applying: Promise<PromoAction[]> | null = null;

  async function applyCodes(): Promise<PromoAction[]> {
    const actions: PromoAction[] = [];
    const { depositCode, couponCode } = pending.value;
    if (depositCode !== null) {
      store('depositCode', null);
      if (!(await gifts.setBonusCode(depositCode))) await gifts.clearBonusCode();
      actions.push({ type: 'open-deposit' });
    }
    if (couponCode !== null) {
      store('couponCode', null);
      actions.push({ type: 'open-gifts', status: await gifts.redeemCoupon(couponCode) });
    }
    for (const action of actions) options.onAction?.(action);
    return actions;
  }

  function apply(): Promise<PromoAction[]> {
    if (casino.state.loginState.value !== 'logged') return Promise.resolve([]);
    applying ??= applyCodes().finally(() => {
      applying = null;
    });
    return applying;
  }

  onSignIn(casino.state.loginState, () => void apply());

  return {
    pending,
    capture(url) {
      const query = new URL(url, RELATIVE_BASE).searchParams;
      const found = (name: string) => query.get(name)?.trim() || null;
      const codes = {
        depositCode: found(PROMO_CODE_PARAMS.depositCode),
        couponCode: found(PROMO_CODE_PARAMS.couponCode),
      };
      if (codes.depositCode !== null) store('depositCode', codes.depositCode);
      if (codes.couponCode !== null) store('couponCode', codes.couponCode);
      return codes;
    },
    apply,
    clearForGuest() {
      if (casino.state.loginState.value === 'logged') return;
      store('depositCode', null);
      store('couponCode', null);
    },
  };
}
