import type { PagesConfig } from '../contract/fe-config';
import { featureFlagValue } from './feature-flags';
import type { PlayerGroups } from './promotion-pages';

/** The `/ffc` flag of a page of the pages config. */
export const pageFlag = (slug: string) => `pages-config.${slug}`;

/** The slug a path is switched by in the pages config: its first segment (`/promotions/x` → `promotions`). */
export function pageSlugOf(pathname: string): string {
  return pathname.split('/').find((segment) => segment !== '') ?? '';
}

/**
 * Whether the page `slug` opens for a player of `groups` (core.md §3, §6): a page the pages config sets to false is
 * off (not found, out of every menu) except for testers, who see every page; a slug not listed is on. A tester's
 * `/ffc` override (`overrides`, by {@link pageFlag}) wins for him.
 */
export function isPageOn(
  config: PagesConfig,
  slug: string,
  groups: PlayerGroups,
  overrides: Readonly<Record<string, boolean>> = {},
): boolean {
  const server = config[slug] ?? true;
  return featureFlagValue(server, overrides[pageFlag(slug)], groups);
}
