/** The full-screen popups of the site, by name. */
export type PopupName = 'sign-in' | 'sign-up' | 'remind' | 'new-password' | 'email-verify' | 'cashbox';

/** The step of the Cashbox widget a cashbox path opens (the widget's `CashboxStep`). */
export type CashboxPath = 'dashboard' | 'deposit' | 'withdraw' | 'one-click' | 'history';

/** Which popup each popup path opens; `/login` and `/registration` are the older names of `/sign-in` and `/sign-up`. */
export const POPUP_PATHS: Readonly<Record<string, PopupName>> = {
  '/sign-in': 'sign-in',
  '/login': 'sign-in',
  '/sign-up': 'sign-up',
  '/registration': 'sign-up',
  '/remind': 'remind',
  '/new-password': 'new-password',
  '/email-verify': 'email-verify',
};

/** The cashbox popup paths of core.md §2 and the step each opens; `/accounts/{id}/deposit` is matched apart. */
export const CASHBOX_PATHS: Readonly<Record<string, CashboxPath>> = {
  '/cashbox': 'dashboard',
  '/dashboard': 'dashboard',
  '/deposit': 'deposit',
  '/deposit-bonus': 'deposit',
  '/withdraw': 'withdraw',
  '/deposit-fast': 'one-click',
  '/cashbox/history': 'history',
};

/** The path the site shows for each cashbox step, so that the address follows the player through the cashbox. */
export const CASHBOX_STEP_PATHS: Readonly<Record<CashboxPath, string>> = {
  dashboard: '/cashbox',
  deposit: '/deposit',
  withdraw: '/withdraw',
  'one-click': '/deposit-fast',
  history: '/cashbox/history',
};

const ACCOUNT_DEPOSIT = /^\/accounts\/[^/]+\/deposit$/;

/** Hash shortcuts that open a popup over the current page, and where they lead. */
export const HASH_SHORTCUTS: Readonly<Record<string, string>> = {
  '#sign-in': '/sign-in',
  '#sign-up': '/sign-up',
  '#remind': '/remind',
  '#new-password': '/new-password',
  '#deposit': '/deposit',
};

/** The cashbox step a path opens, or null when it is not a cashbox path. */
export function cashboxStepOf(pathname: string): CashboxPath | null {
  if (Object.hasOwn(CASHBOX_PATHS, pathname)) return CASHBOX_PATHS[pathname] ?? null;
  return ACCOUNT_DEPOSIT.test(pathname) ? 'deposit' : null;
}

/** The popup a path opens, or null for a page. */
export function popupOf(pathname: string): PopupName | null {
  if (Object.hasOwn(POPUP_PATHS, pathname)) return POPUP_PATHS[pathname] ?? null;
  return cashboxStepOf(pathname) === null ? null : 'cashbox';
}
