import type { PlayerStatus } from '../contract/player';

/** Local level ids of core.md §3, lowest first: 257 Bronze, 1117 Rising star, 258 Silver, 259 Gold, 255 Platinum, 759 Diamond. */
export const LEVEL_IDS: readonly number[] = [257, 1117, 258, 259, 255, 759];

/** A player's loyalty level. */
export interface PlayerLevel {
  id: number;
  name: string;
}

/** The level among a profile's statuses (the highest when several are listed); `null` when none is a level. */
export function playerLevel(statuses: readonly PlayerStatus[]): PlayerLevel | null {
  let best: PlayerLevel | null = null;
  for (const status of statuses) {
    const id = Number(status.id);
    const rank = LEVEL_IDS.indexOf(id);
    if (rank === -1) continue;
    if (best === null || rank > LEVEL_IDS.indexOf(best.id)) best = { id, name: String(status.name) };
  }
  return best;
}
