/** The product whose VIP pages the site's navigation links to (`/casino-vipclub`, `/casino-adventure`). */
export const SITE_VIP_PRODUCT = 'casino';

/** The VIP pages of one path segment (loyalty.md §2): `{product}-vipclub` (vipClub) and `{product}-adventure`. */
export type VipPage = 'vipclub' | 'adventure';

/** Which VIP page a one-segment path such as `casino-vipclub` is, with its product; null for any other path. */
export function vipPageOf(page: string | undefined): { product: string; page: VipPage } | null {
  const match = /^([a-z0-9]+)-(vipclub|adventure)$/.exec(page ?? '');
  return match ? { product: match[1] as string, page: match[2] as VipPage } : null;
}

/** The path of a VIP page of the site's product. */
export const vipPagePath = (page: VipPage) => `/${SITE_VIP_PRODUCT}-${page}`;
