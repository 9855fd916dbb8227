import type { BridgeCommandType, BridgePayload } from '@casino/sdk/bridge';
import type { NavigationTarget, WidgetEvent } from './widgetEvents';

/** A message the iframe page sends its parent. */
export type FrameMessage = { [T in BridgeCommandType]: { type: T; payload: BridgePayload<T> } }[BridgeCommandType];

/** The casino page each navigation target opens, as a path on the casino's origin. */
export const CASINO_PAGES: Readonly<Record<NavigationTarget, string>> = {
  registration: '/sign-up',
  remind: '/remind',
  login: '/sign-in',
  limits: '/profile/limits',
  gifts: '/profile/gifts',
};

/** The casino page that the balance widget's deposit button opens. */
export const DEPOSIT_PAGE = '/deposit';

/**
 * What an iframe widget tells its parent when the widget raises an event: after sign-in or sign-up the parent
 * refreshes its user and closes the frame; after a deposit or a withdrawal it refreshes its user (the balance); a
 * navigation, a deposit button or a game chosen in the search asks it to redirect to the casino page; "Done" in the
 * cashbox closes the frame; saved personal details refresh its user. A tab, the bell's list, a redeemed coupon, a
 * bonus choice or a game mode stay inside the frame.
 */
export function frameMessages([type, detail]: WidgetEvent, casinoOrigin: string): FrameMessage[] {
  switch (type) {
    case 'casino:signed-in':
    case 'casino:signed-up':
      return [
        { type: 'refresh_user', payload: {} },
        { type: 'close', payload: {} },
      ];
    case 'casino:navigate':
      return [{ type: 'redirect', payload: { url: new URL(CASINO_PAGES[detail.to], casinoOrigin).href } }];
    case 'casino:deposit':
      return [{ type: 'redirect', payload: { url: new URL(DEPOSIT_PAGE, casinoOrigin).href } }];
    case 'casino:deposited':
    case 'casino:withdrawn':
      return [{ type: 'refresh_user', payload: {} }];
    case 'casino:close':
      return [{ type: 'close', payload: {} }];
    case 'casino:game-selected':
      return [{ type: 'redirect', payload: { url: new URL(`/play/${detail.identifier}`, casinoOrigin).href } }];
    case 'casino:saved':
      return [{ type: 'refresh_user', payload: {} }];
    case 'casino:step-change':
    case 'casino:coupon-redeemed':
    case 'casino:tab-change':
    case 'casino:open-change':
    case 'casino:bonus-change':
    case 'casino:mode-change':
      return [];
  }
}
