/** Query parameters the 3-D Secure step adds to the return URL. */
const RETURN_PARAMS = ['payment_id', 'payment_state'] as const;

/** The part of `window.location` the return URL is built from. */
export type PageLocation = Pick<Location, 'href' | 'origin'>;

/**
 * Internal: where the 3-D Secure step of a deposit returns by default: this page without the `payment_id` and
 * `payment_state` the step added, as a path when the casino (`baseUrl`, `''` meaning this origin) is on this origin,
 * else as a full URL (an embed origin the platform allows).
 */
export function defaultReturnUrl(location: PageLocation, baseUrl: string): string {
  const page = new URL(location.href);
  for (const name of RETURN_PARAMS) page.searchParams.delete(name);
  const casinoOrigin = baseUrl === '' ? location.origin : new URL(baseUrl, location.href).origin;
  return casinoOrigin === location.origin ? `${page.pathname}${page.search}` : page.href;
}

/** Internal: the `payment_id` the 3-D Secure step added to this page's query, or undefined when there is none. */
export function returnedPaymentIdOf(search: string): number | undefined {
  const value = new URLSearchParams(search).get('payment_id');
  return value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
}
