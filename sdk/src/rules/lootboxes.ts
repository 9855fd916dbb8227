import { isWheelGroupKey, type Lootbox } from '../contract/lootboxes';

/** What {@link isLootboxShown} reads of a loot box. */
export type ShownLootboxInput = Pick<Lootbox, 'stage' | 'valid_until' | 'activated_at'>;

/** Whether two instants fall on the same calendar day in the player's time zone. */
function sameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * Whether a loot box is shown (loyalty.md §4): unless expired, or activated on an earlier day (so a box opened today
 * stays to show its prize). An issued box past its `valid_until` counts as expired before the platform's job moves
 * it; a canceled box is not shown either. Days are the player's local days.
 */
export function isLootboxShown(box: ShownLootboxInput, now: Date): boolean {
  switch (box.stage) {
    case 'issued':
      return box.valid_until === null || Date.parse(box.valid_until) > now.getTime();
    case 'activated':
      return box.activated_at !== null && sameLocalDay(new Date(box.activated_at), now);
    default:
      return false;
  }
}

/**
 * Whether a loot box is an active wheel spin (loyalty.md §4): issued, not past `valid_until`, with a `group_key`
 * starting with `wheel` or `manual_wheel`.
 */
export function isActiveWheelSpin(box: Pick<Lootbox, 'stage' | 'valid_until' | 'group_key'>, now: Date): boolean {
  return (
    box.stage === 'issued' &&
    isWheelGroupKey(box.group_key) &&
    (box.valid_until === null || Date.parse(box.valid_until) > now.getTime())
  );
}

/** How many wheel spins the player has: their active wheel spins (loyalty.md §4). */
export function activeWheelSpins(boxes: readonly Pick<Lootbox, 'stage' | 'valid_until' | 'group_key'>[], now: Date) {
  return boxes.filter((box) => isActiveWheelSpin(box, now)).length;
}
