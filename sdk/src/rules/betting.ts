import type { BettingConfig } from '../contract/fe-config';

/** The `/ffc` flag of the betting check. */
export const BETTING_CHECK_FLAG = 'betting-config.betting_check';

/**
 * Whether the top navigation shows the sports link (core.md §2): a betting site is set and the betting check is on
 * (`check` is the check's value after a tester's override). While it shows, the lobby entry hides.
 */
export function isSportsLinkShown(config: BettingConfig, check: boolean = config.betting_check): boolean {
  return config.betting_link !== null && check;
}

/**
 * Where a sports entry of the site leads on the betting site (core.md §2): `/sport` → its home, `/sport/registration`
 * and `/sport/login` → those pages, `/sport/{param}` → `{param}`; `#sport_x` → `x`. Null without a betting site.
 */
export function bettingUrl(config: BettingConfig, page: string | null = null): string | null {
  if (config.betting_link === null) return null;
  const base = config.betting_link.replace(/\/+$/, '');
  return page === null || page === '' ? `${base}/` : `${base}/${encodeURIComponent(page)}`;
}

/** The betting page a sports hash asks for: `#sport` → the home (`''`), `#sport_x` → `x`; null for another hash. */
export function sportHashPage(hash: string): string | null {
  if (hash === '#sport') return '';
  const match = /^#sport_([\w-]+)$/.exec(hash);
  return match ? (match[1] ?? '') : null;
}
