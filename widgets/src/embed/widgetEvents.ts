import type { CouponStatus, Payment, SessionUser } from '@casino/sdk/contract';
import type { CashboxStep } from '../Cashbox/Cashbox';
import type { GiftTab } from '../GiftList/GiftList';
import type { GameMode } from '../games/gameHref';

/** A casino page a widget asks the host to open. */
export type NavigationTarget = 'registration' | 'remind' | 'login' | 'limits' | 'gifts';

/** DOM events the embedded widgets dispatch (bubbling and composed, so they cross the shadow boundary), by type. */
export interface WidgetEventMap {
  /** A player signed in through the login widget; the detail is the session user. */
  'casino:signed-in': SessionUser;
  /** A player created an account through the registration widget; the detail is the session user. */
  'casino:signed-up': SessionUser;
  /** A widget asks the host to open another casino page (registration, password reminder, login, limits, gifts). */
  'casino:navigate': { to: NavigationTarget };
  /** The balance widget's deposit button was pressed; there is no detail. */
  'casino:deposit': null;
  /** A deposit made in the cashbox went through; the detail is the payment. */
  'casino:deposited': Payment;
  /** The cashbox accepted a withdrawal (its amount is reserved); the detail is the payment. */
  'casino:withdrawn': Payment;
  /** The player moved to another step of the cashbox. */
  'casino:step-change': { step: CashboxStep };
  /** The player is done with the cashbox ("Done" after a result); there is no detail. */
  'casino:close': null;
  /** A game was chosen in the game search, just before its page opens. */
  'casino:game-selected': { identifier: string };
  /** The player picked a tab of the gift list. */
  'casino:tab-change': { tab: GiftTab };
  /** The notification bell's list opened or closed. */
  'casino:open-change': { open: boolean };
  /** The coupon form redeemed a coupon; the detail is the coupon's status. */
  'casino:coupon-redeemed': { status: CouponStatus };
  /** The player chose a deposit bonus in the picker; `code` is null for no bonus. */
  'casino:bonus-change': { code: string | null };
  /** The player switched the game launcher between real and demo play. */
  'casino:mode-change': { mode: GameMode };
  /** The personal-info form saved the player's details; there is no detail. */
  'casino:saved': null;
}

/** One of the event types of {@link WidgetEventMap}. */
export type WidgetEventType = keyof WidgetEventMap;

const EVENT_TYPES: Readonly<Record<WidgetEventType, true>> = {
  'casino:signed-in': true,
  'casino:signed-up': true,
  'casino:navigate': true,
  'casino:deposit': true,
  'casino:deposited': true,
  'casino:withdrawn': true,
  'casino:step-change': true,
  'casino:close': true,
  'casino:game-selected': true,
  'casino:tab-change': true,
  'casino:open-change': true,
  'casino:coupon-redeemed': true,
  'casino:bonus-change': true,
  'casino:mode-change': true,
  'casino:saved': true,
};

/** Every widget event type, for listeners that forward them all. */
export const WIDGET_EVENT_TYPES = Object.keys(EVENT_TYPES) as readonly WidgetEventType[];

/** An event as a `[type, detail]` pair, the form widget definitions turn callbacks into. */
export type WidgetEvent = { [K in WidgetEventType]: [type: K, detail: WidgetEventMap[K]] }[WidgetEventType];

/** Dispatches a widget event on an element as a bubbling, composed `CustomEvent`. */
export function dispatchWidgetEvent(target: EventTarget, [type, detail]: WidgetEvent): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/** The widget events as the DOM types them, for `addEventListener('casino:signed-in', …)` on elements, document and window. */
export type WidgetDomEventMap = { [K in WidgetEventType]: CustomEvent<WidgetEventMap[K]> };

declare global {
  interface HTMLElementEventMap extends WidgetDomEventMap {}
  interface DocumentEventMap extends WidgetDomEventMap {}
  interface WindowEventMap extends WidgetDomEventMap {}
}
