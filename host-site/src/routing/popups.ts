/** The full-screen popups of the site, by name. */
export type PopupName = 'sign-in' | 'sign-up' | 'remind' | 'new-password' | 'email-verify';

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

/** Hash shortcuts that open a popup over the current page, and where they lead. */
export const HASH_SHORTCUTS: Readonly<Record<string, string>> = {
  '#sign-in': '/sign-in',
  '#sign-up': '/sign-up',
  '#remind': '/remind',
  '#new-password': '/new-password',
};

/** The popup a path opens, or null for a page. */
export function popupOf(pathname: string): PopupName | null {
  return Object.hasOwn(POPUP_PATHS, pathname) ? (POPUP_PATHS[pathname] ?? null) : null;
}
