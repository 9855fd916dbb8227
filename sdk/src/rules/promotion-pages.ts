import type { PlayerStatus } from '../contract/player';
import type { PromotionPagesConfig } from '../contract/rocket-mart';
import type { WheelConfig } from '../contract/wheel';

/** The testers' group (loyalty.md §6): they see every promotion page, whatever the pages config says (§2). */
export const TESTER_GROUP = 21;

/** A player's groups: session-user group ids or profile statuses. */
export type PlayerGroups = readonly (number | string | PlayerStatus)[];

/** Whether the player is a tester; takes session-user group ids or profile statuses. */
export function isTester(groups: PlayerGroups): boolean {
  return groups.some((group) => Number(typeof group === 'object' ? group.id : group) === TESTER_GROUP);
}

/**
 * Whether a promotion page (`rocket_mart`, `rocket_chance`, `lotteries`, `mystic_jackpots`, `vip_adventure`) is shown to a player of `groups`
 * (loyalty.md §2): testers see every page; others when the pages config has it on. Off until the config has loaded.
 */
export function isPromotionPageOn(
  config: PromotionPagesConfig | null,
  page: keyof PromotionPagesConfig,
  groups: PlayerGroups,
): boolean {
  return isTester(groups) || (config?.[page]?.enabled ?? false);
}

/**
 * Whether the wheel page `/{product}-wheel` is shown to a player of `groups` (loyalty.md §2): testers see every page
 * the wheel config lists; others when it is enabled there. Off until the config has loaded.
 */
export function isWheelPageOn(config: WheelConfig | null, product: string, groups: PlayerGroups): boolean {
  const page = config?.pages.find((candidate) => candidate.product === product);
  return page !== undefined && (page.enabled || isTester(groups));
}
