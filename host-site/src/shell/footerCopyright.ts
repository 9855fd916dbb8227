import type { PlayerGroups } from '@casino/sdk/rules';

/** The VIP groups of core.md §6 (Diamond 759, Platinum 255, Gold 259, Silver 258, Bronze 257). */
export const VIP_GROUPS: readonly number[] = [759, 255, 259, 258, 257];

/** The `site` key of the footer's copyright line. */
export type CopyrightKey = 'footer.copyright' | 'footer.copyrightAU' | 'footer.copyrightVip';

/**
 * Which copyright line the footer shows (core.md §2: it varies by user group, geo Australia and locale): visitors in
 * Australia get the line with the Australian gambling helpline, players of a VIP group the VIP club's, everyone else
 * the plain one; each in the site's language.
 */
export function copyrightKey(countryCode: string | null, groups: PlayerGroups): CopyrightKey {
  if (countryCode === 'AU') return 'footer.copyrightAU';
  const vip = groups.some((group) => VIP_GROUPS.includes(Number(typeof group === 'object' ? group.id : group)));
  return vip ? 'footer.copyrightVip' : 'footer.copyright';
}
