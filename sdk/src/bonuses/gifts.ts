import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import * as z from 'zod/mini';
import type { Casino } from '../casino';
import {
  type Bonus,
  BonusCancelInfo,
  BonusList,
  type BonusOffer,
  BonusOfferList,
  CouponAnswer,
  CouponRequest,
  type CouponStatus,
  DisabledBonuses,
  type Freespin,
  FreespinList,
  type SetBonusCodeRequest,
} from '../contract/bonuses';
import { routePath } from '../contract/routes';
import { UnreadBody } from '../contract/unread-body';
import { CasinoHttpError } from '../errors';
import { onSignIn } from '../session/on-sign-in';
import { updateBonusSettings } from './bonus-settings';
import { bonusGift, freespinGift, type Gift, newestFirst } from './gift';

/** What the bonuses modules use of a casino (any `createCasino()` result has it). */
export type BonusesCasino = Pick<Casino, 'http' | 'state' | 'session' | 'events' | 'storage' | 'player'>;

/** Where the gift lists are in their loading. */
export type GiftsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The player's bonuses and free spins as gifts, the offers, coupons and bonus code of one casino. */
export interface GiftsModule {
  /** The player's bonuses, any stage; empty for guests. */
  readonly bonuses: ReadonlySignal<readonly Bonus[]>;
  /** The player's free spins, any stage; empty for guests. */
  readonly freespins: ReadonlySignal<readonly Freespin[]>;
  /** Visible gifts, newest first: issued gifts whose `group_key` is disabled (GET /api/fe/config/disabled-bonuses) are hidden. */
  readonly gifts: ReadonlySignal<readonly Gift[]>;
  /** Gifts not finished. */
  readonly active: ReadonlySignal<readonly Gift[]>;
  /** Gifts finished, canceled, expired, wager_done or lost. */
  readonly finished: ReadonlySignal<readonly Gift[]>;
  /** Active gifts that are new (core.md §4: activatable with a deadline, or no wagering done yet). */
  readonly newCount: ReadonlySignal<number>;
  /** Loading state of the lists. Defaults to `'idle'`. */
  readonly status: ReadonlySignal<GiftsStatus>;
  /** Loads both lists and the disabled group keys; runs by itself at sign-in and on realtime resync. Never throws: a failure sets `status` to `'error'` and emits `request-error`. */
  load(): Promise<void>;
  /** POST …/activation, then reloads the lists. Throws `CasinoHttpError` on refusal. */
  activate(gift: Gift): Promise<void>;
  /** DELETE the bonus or free spins, then reloads the lists. Throws `CasinoHttpError` on refusal. */
  cancel(gift: Gift): Promise<void>;
  /** What cancelling a bonus would leave (GET /api/player/bonuses/{id}/cancel_info). Throws on failure. */
  cancelInfo(bonusId: number): Promise<BonusCancelInfo>;
  /** Deposit offers (GET /api/bonuses/deposit); a failure gives `[]` and a `request-error` event. */
  depositOffers(): Promise<BonusOffer[]>;
  /** Registration offers (GET /api/bonuses/registration); a failure gives `[]` and a `request-error` event. */
  registrationOffers(): Promise<BonusOffer[]>;
  /** Redeems a gift coupon (POST /api/bonuses/coupon), then reloads the lists; a failure gives null and a `request-error` event (core.md §8). */
  redeemCoupon(code: string): Promise<CouponStatus | null>;
  /** Sets the deposit bonus code, then reloads the profile; false when refused (a 422: invalid code) or failed (logged). */
  setBonusCode(code: string): Promise<boolean>;
  /** Clears the deposit bonus code, then reloads the profile; a failure is logged (`request-error`). */
  clearBonusCode(): Promise<void>;
  /** Turns receiving gifts on or off (PATCH update_bonus_settings), then reloads the profile. Throws on failure. */
  updateBonusSettings(canIssue: boolean): Promise<void>;
}

/** Puts `record` in place of the one with its id, or first when it is new. */
function upsert<T extends { id: number }>(list: readonly T[], record: T): readonly T[] {
  return list.some((item) => item.id === record.id)
    ? list.map((item) => (item.id === record.id ? record : item))
    : [record, ...list];
}

/**
 * Creates the gifts module of a casino. Lists load at sign-in and on `realtime:resync`, and clear at sign-out;
 * `realtime:bonuses_changes` / `realtime:freespins_changes` upsert their record (any stage), so wagering moves live.
 */
export function createGifts(casino: BonusesCasino): GiftsModule {
  const { http, events, state } = casino;
  const bonuses = signal<readonly Bonus[]>([]);
  const freespins = signal<readonly Freespin[]>([]);
  const disabledGroups = signal<readonly string[]>([]);
  const status = signal<GiftsStatus>('idle');
  /** Changes at sign-out and with every load, so that an older or signed-out answer is dropped. */
  let version = 0;

  const gifts = computed(() => {
    const hidden = disabledGroups.value;
    return [...bonuses.value.map(bonusGift), ...freespins.value.map(freespinGift)]
      .filter((gift) => !(gift.stage === 'issued' && gift.groupKey !== null && hidden.includes(gift.groupKey)))
      .sort(newestFirst);
  });
  const active = computed(() => gifts.value.filter((gift) => !gift.isFinished));
  const finished = computed(() => gifts.value.filter((gift) => gift.isFinished));
  const newCount = computed(() => active.value.filter((gift) => gift.isNew).length);

  const logged = () => state.loginState.value === 'logged';
  const logFailure = (path: string) => (error: unknown) => events.emit('request-error', { path, error });

  async function load(): Promise<void> {
    if (!logged()) return;
    const loading = ++version;
    status.value = 'loading';
    try {
      const [bonusList, freespinList, disabled] = await Promise.all([
        http.get(routePath('bonuses'), BonusList),
        http.get(routePath('freespins'), FreespinList),
        http.get(routePath('disabledBonuses'), DisabledBonuses),
      ]);
      if (loading !== version) return;
      batch(() => {
        bonuses.value = bonusList;
        freespins.value = freespinList;
        disabledGroups.value = disabled.group_keys;
        status.value = 'ready';
      });
    } catch (error) {
      if (loading !== version) return;
      status.value = 'error';
      events.emit('request-error', { path: routePath('bonuses'), error });
    }
  }

  casino.session.registerUserState(() => {
    version++;
    bonuses.value = [];
    freespins.value = [];
    status.value = 'idle';
  });
  onSignIn(state.loginState, () => void load());
  events.on('realtime:resync', () => void load());
  events.on('realtime:bonuses_changes', ({ data }) => {
    if (logged()) bonuses.value = upsert(bonuses.value, data);
  });
  events.on('realtime:freespins_changes', ({ data }) => {
    if (logged()) freespins.value = upsert(freespins.value, data);
  });

  const offers = (path: string) =>
    http.get(path, BonusOfferList).catch((error: unknown): BonusOffer[] => {
      logFailure(path)(error);
      return [];
    });
  const activation = ({ kind, id }: Gift) =>
    kind === 'bonus' ? routePath('activateBonus', { id }) : routePath('activateFreespins', { id });
  const cancellation = ({ kind, id }: Gift) =>
    kind === 'bonus' ? routePath('cancelBonus', { id }) : routePath('cancelFreespins', { id });

  return {
    bonuses,
    freespins,
    gifts,
    active,
    finished,
    newCount,
    status,
    load,
    async activate(gift) {
      await http.post(activation(gift), undefined, UnreadBody);
      await load();
    },
    async cancel(gift) {
      await http.delete(cancellation(gift), UnreadBody);
      await load();
    },
    cancelInfo: (bonusId) => http.get(routePath('bonusCancelInfo', { id: bonusId }), BonusCancelInfo),
    depositOffers: () => offers(routePath('depositOffers')),
    registrationOffers: () => offers(routePath('registrationOffers')),
    async redeemCoupon(code) {
      const path = routePath('redeemCoupon');
      const body = z.safeParse(CouponRequest, { coupon_code: code.trim() });
      if (!body.success) {
        logFailure(path)(new TypeError(`redeemCoupon: the coupon code must be 1 to 64 characters, got "${code}"`));
        return null;
      }
      try {
        const answer = await http.post(path, body.data, CouponAnswer);
        await load();
        return answer.status;
      } catch (error) {
        logFailure(path)(error);
        return null;
      }
    },
    async setBonusCode(code) {
      const path = routePath('setBonusCode');
      try {
        await http.patch(path, { deposit_bonus_code: code.trim() } satisfies SetBonusCodeRequest, UnreadBody);
      } catch (error) {
        if (!(error instanceof CasinoHttpError && error.status === 422)) logFailure(path)(error);
        return false;
      }
      await casino.session.reloadProfile();
      return true;
    },
    async clearBonusCode() {
      const path = routePath('clearBonusCode');
      try {
        await http.delete(path, UnreadBody);
      } catch (error) {
        logFailure(path)(error);
        return;
      }
      await casino.session.reloadProfile();
    },
    updateBonusSettings: (canIssue) => updateBonusSettings(casino, canIssue),
  };
}
