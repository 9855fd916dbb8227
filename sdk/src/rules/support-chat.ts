import { variantById } from './ab-test';

/** Group whose players with a writable level get live chat (core.md §6). */
export const LIVE_CHAT_GROUP = 545;
/** Chat split groups by player id parity (core.md §6): 543 even, 544 odd. */
export const CHAT_SPLIT_GROUPS = { even: 543, odd: 544 } as const;

/** Where support sends a visitor: the team (general or VIP), the channel, and the split group of a player. */
export interface SupportRoute {
  /** `vip` for a VIP player (he has a manager), else `general`. */
  team: 'general' | 'vip';
  /** `live` (live chat) for a player in group 545 whose level is writable, else `messages` (the other chat). */
  channel: 'live' | 'messages';
  /** 543 for an even player id, 544 for an odd one; null for a guest. */
  splitGroup: number | null;
}

/** What decides a visitor's {@link SupportRoute}; a guest has no id. */
export interface SupportRouteInput {
  userId: number | null;
  vip: boolean;
  groups: readonly number[];
  /** Whether the player's level is writable (the level's `writable` of GET /api/info/statuses). */
  levelWritable: boolean;
}

/** Routes a visitor to a chat group (core.md §6). */
export function supportRoute(input: SupportRouteInput): SupportRoute {
  const live = input.userId !== null && input.groups.includes(LIVE_CHAT_GROUP) && input.levelWritable;
  return {
    team: input.userId !== null && input.vip ? 'vip' : 'general',
    channel: live ? 'live' : 'messages',
    splitGroup: input.userId === null ? null : CHAT_SPLIT_GROUPS[variantById(input.userId)],
  };
}

/** The unread counter of the support button (core.md §2): nothing at 0, the count at 1, `1+` above 1. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? '1' : '1+';
}
