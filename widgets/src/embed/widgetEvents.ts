import type { Payment, SessionUser } from '@casino/sdk/contract';
import type { CashboxStep } from '../Cashbox/Cashbox';

/** A casino page a widget asks the host to open. */
export type NavigationTarget = 'registration' | 'remind' | 'login' | 'limits';

/** DOM events the embedded widgets dispatch (bubbling and composed, so they cross the shadow boundary), by type. */
export interface WidgetEventMap {
  /** A player signed in through the login widget; the detail is the session user. */
  'casino:signed-in': SessionUser;
  /** A player created an account through the registration widget; the detail is the session user. */
  'casino:signed-up': SessionUser;
  /** A widget asks the host to open another casino page (registration, password reminder, login, limits). */
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
