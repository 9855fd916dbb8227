/** Cookie that records the accepted cookie notice (core.md §9: 1 year). */
export const COOKIE_NOTICE_COOKIE = 'cookies_accepted';
/** Cookie that records the approved Australia notice (core.md §9: about 1 year). */
export const AU_NOTICE_COOKIE = 'au_notice_approved';

/** Whether the browser holds `name` (browser only: call it from an effect or a handler, never while rendering). */
export function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** Sets `name=1` on the whole site for `maxAgeSeconds` (browser only). */
export function setCookie(name: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `${name}=1; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
