import type { Status } from '../contract/info';

/** A loyalty level (loyalty.md §3): `level_1` … `level_12`, a range `[min, max)` of persistent comp points. */
export interface CompPointLevel {
  id: string;
  name: string;
  /** The status group the level belongs to (257 Bronze … 759 Diamond). */
  groupId: number;
  /** Persistent points from which the player is in this level. */
  min: number;
  /** Persistent points at which the player leaves it for the next; `null` for the last level. */
  max: number | null;
  giftDescriptions: readonly string[];
}

/** Where a player's persistent points stand among the levels. */
export interface LevelProgress {
  level: CompPointLevel;
  /** The level after `level`; `null` at the last one. */
  next: CompPointLevel | null;
  /** Persistent points still needed to reach `level.max`; `null` at the last level. */
  pointsToNext: number | null;
  /** Progress through `level` in percent, floored (100 at the last level). */
  percent: number;
}

/** The levels among GET /api/info/statuses answers (those with a `persistent_comp_points` condition), lowest first. */
export function compPointLevels(statuses: readonly Status[]): CompPointLevel[] {
  const levels: CompPointLevel[] = [];
  for (const status of statuses) {
    const range = status.conditions.find((condition) => condition.persistent_comp_points)?.persistent_comp_points;
    if (!range) continue;
    levels.push({
      id: status.id,
      name: status.name,
      groupId: status.group_id,
      min: range.min,
      max: range.max,
      giftDescriptions: status.gift_descriptions,
    });
  }
  return levels.sort((a, b) => a.min - b.min);
}

/** The level whose range holds `points` (the maximum excluded: reaching it is the next level); `null` when none does. */
export function levelOfPoints(points: number, levels: readonly CompPointLevel[]): CompPointLevel | null {
  return levels.find((level) => points >= level.min && (level.max === null || points < level.max)) ?? null;
}

/** Level, next level, points missing and percent of `points`; `null` when no level holds them. */
export function levelProgress(points: number, levels: readonly CompPointLevel[]): LevelProgress | null {
  const level = levelOfPoints(points, levels);
  if (level === null) return null;
  const next = levels[levels.indexOf(level) + 1] ?? null;
  if (level.max === null) return { level, next: null, pointsToNext: null, percent: 100 };
  const percent = Math.floor(((points - level.min) * 100) / (level.max - level.min));
  return { level, next, pointsToNext: level.max - points, percent };
}
