/** The query parameter that holds where to go after sign-in or sign-up. */
export const REDIRECT_PARAM = 'redirect';

/** The parts of a location a redirect needs. */
export interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

/** The full path of a location, query and hash included: what a `redirect` query holds. */
export function fullPath({ pathname, search, hash }: PathParts): string {
  return `${pathname}${search}${hash}`;
}

const PROBE_ORIGIN = 'https://site.invalid';

/** A path inside this site, or null for anything else (other origins, `//host`, `javascript:`), so a redirect cannot leave the site. */
export function sitePath(value: string | null): string | null {
  if (value === null || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The in-site `redirect` target of a query string, or null when there is none or it points elsewhere. */
export function redirectTargetOf(search: string): string | null {
  return sitePath(new URLSearchParams(search).get(REDIRECT_PARAM));
}

/** A query string that carries `target` as the `redirect` parameter; empty when there is no target. */
export function redirectQuery(target: string | null): string {
  return target === null ? '' : `?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;
}

/** The registration popup that leads to `target` after sign-up: where the auth guard sends a guest. */
export function registrationFor(target: string): string {
  return `/registration${redirectQuery(target)}`;
}

/** The login popup that leads back to `target`: where a player goes when the session ended (a 401). */
export function loginFor(target: string): string {
  return `/login${redirectQuery(target)}`;
}
