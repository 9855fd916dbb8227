import type { Banner } from '../contract/fe-config';
import { isCryptoCurrency } from './currency';
import type { PlayerGroups } from './promotion-pages';

/** How long a closed promo banner stays hidden (core.md §4, §9): 2 minutes. */
export const PROMO_BANNER_HIDDEN_MS = 120_000;

/** Home banner autoplay (core.md §9): 10 s. */
export const BANNER_AUTOPLAY_MS = 10_000;

/** Banner skeletons while loading (core.md §9): 2 on phones, 3 on desktop. */
export const BANNER_SKELETONS = { mobile: 2, desktop: 3 } as const;

/** Who looks at the banners. */
export interface BannerViewer {
  /** Now, in ms. */
  now: number;
  /** Whether a player is signed in. */
  logged: boolean;
  /** His groups; none for guests. */
  groups: PlayerGroups;
  /** His account's currency; null for guests. */
  currency: string | null;
  /** The host name the site is served on. */
  host: string;
  /** When the promo banners were last closed, in ms; null: never. */
  promoClosedAt: number | null;
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * Whether a banner shows to `viewer` (core.md §6): its live time holds now (start included, end excluded), its sign-in
 * state matches, a banner of groups is for players of one of them, a crypto (fiat) banner for players whose account
 * is in a crypto (fiat) currency, a banner of domains on one of them only, and a promo banner not within
 * {@link PROMO_BANNER_HIDDEN_MS} of its closing.
 */
export function isBannerShown(banner: Banner, viewer: BannerViewer): boolean {
  const { start, end } = banner.liveTime;
  if (start !== null && viewer.now < Date.parse(start)) return false;
  if (end !== null && viewer.now >= Date.parse(end)) return false;
  if (banner.audience === 'logged' && !viewer.logged) return false;
  if (banner.audience === 'guest' && viewer.logged) return false;
  if (banner.groups.length > 0) {
    const ids = new Set(viewer.groups.map((group) => Number(typeof group === 'object' ? group.id : group)));
    if (!banner.groups.some((id) => ids.has(id))) return false;
  }
  if (banner.currency !== 'all') {
    if (viewer.currency === null) return false;
    if (isCryptoCurrency(viewer.currency) !== (banner.currency === 'crypto')) return false;
  }
  if (banner.domains.length > 0 && !banner.domains.some((domain) => bareHost(domain) === bareHost(viewer.host)))
    return false;
  if (banner.promo && viewer.promoClosedAt !== null && viewer.now - viewer.promoClosedAt < PROMO_BANNER_HIDDEN_MS)
    return false;
  return true;
}

/** The banners of `category` that show to `viewer`, by their order there (lowest first, then as given). */
export function bannersShown(banners: readonly Banner[], category: string, viewer: BannerViewer): Banner[] {
  return banners
    .filter((banner) => banner.categories.includes(category) && isBannerShown(banner, viewer))
    .map((banner, index) => ({ banner, index, order: banner.order[category] ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ banner }) => banner);
}
