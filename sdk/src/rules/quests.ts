import type { Tournament } from '../contract/tournaments';
import { CURRENCY_VALUES } from './currency-values';

/** Quest sizes (loyalty.md §3 `questSize`): how many levels the path has and how far it goes. */
export const QUEST_SIZES = ['xs', 's', 'm', 'robot-s', 'robot-m'] as const;
export type QuestSize = (typeof QUEST_SIZES)[number];

/** The size of a quest whose identifier names none. */
export const DEFAULT_QUEST_SIZE: QuestSize = 'm';

/**
 * Each level's bet threshold in EUR (major units) by size, loyalty.md §9. The spec gives only the range of the robot
 * sizes (robot-s: 15 levels to 800,000; robot-m: 25 levels to 2,500,000); their steps here are ours, rising as the
 * spec's own sizes do (docs/tournaments.md, "Quests").
 */
export const QUEST_LEVELS_EUR: Readonly<Record<QuestSize, readonly number[]>> = {
  xs: [0, 150, 500, 1_000, 5_000, 15_000],
  s: [
    0, 400, 1_000, 2_500, 7_500, 10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 250_000, 500_000, 750_000, 1_000_000,
  ],
  m: [
    0, 500, 1_000, 2_000, 3_000, 5_000, 10_000, 25_000, 50_000, 75_000, 100_000, 130_000, 150_000, 175_000, 200_000,
    300_000, 400_000, 500_000, 600_000, 700_000, 800_000, 900_000, 1_000_000, 1_500_000, 2_000_000,
  ],
  'robot-s': [
    0, 500, 1_500, 3_000, 6_000, 10_000, 20_000, 40_000, 75_000, 125_000, 200_000, 300_000, 450_000, 600_000, 800_000,
  ],
  'robot-m': [
    0, 1_000, 2_500, 5_000, 10_000, 20_000, 35_000, 50_000, 75_000, 100_000, 150_000, 200_000, 300_000, 400_000,
    500_000, 650_000, 800_000, 1_000_000, 1_200_000, 1_400_000, 1_600_000, 1_800_000, 2_000_000, 2_250_000, 2_500_000,
  ],
};

/** Identifiers starting with this are test quests, hidden unless the test-quests flag is on (loyalty.md §2). */
export const TEST_QUEST_PREFIX = 'ffc';

/** One level of a quest's path: its position (1 is the first) and the bet sum that reaches it, in the quest's currency's minor units. */
export interface QuestLevel {
  position: number;
  thresholdCents: number;
}

/** A level as the player stands: done, the one he is on, or not reached. */
export type QuestLevelState = 'completed' | 'active' | 'locked';

/** A quest (loyalty.md §3): its size, its slug and its level path in its currency. */
export interface Quest {
  size: QuestSize;
  /** The tournament's `frontend_identifier`. */
  slug: string;
  currency: string;
  levels: readonly QuestLevel[];
}

/** Where a player stands on a quest's path. */
export interface QuestProgress {
  /** The current level (loyalty.md §4): the last whose threshold is at or below the bets. */
  current: QuestLevel;
  /** The level after it; null on the last level (no upper bound). */
  next: QuestLevel | null;
  /** The state of each level, in path order. */
  states: readonly QuestLevelState[];
  /** The bets so far, in minor units. */
  betCents: number;
  /** Bets still needed for the next level; 0 on the last level. */
  betCentsToNext: number;
  /** How far from the current level to the next, 0–100 rounded down; 100 on the last level. */
  percent: number;
}

/** Quests are tournaments whose identifier contains the word quest (loyalty.md §1; they rank bets). */
export function isQuest(tournament: Pick<Tournament, 'frontend_identifier'>): boolean {
  return tournament.frontend_identifier.toLowerCase().includes('quest');
}

/** Whether a quest is listed: test quests (identifier starting `ffc`) only with the test-quests flag on. */
export function isQuestShown(tournament: Pick<Tournament, 'frontend_identifier'>, testQuests: boolean): boolean {
  return testQuests || !tournament.frontend_identifier.toLowerCase().startsWith(TEST_QUEST_PREFIX);
}

/** The size an identifier names as one of its `-` segments (`quest-xs-spring`, `quest-robot-m-2026`); `m` when none. */
export function questSize(identifier: string): QuestSize {
  const segments = identifier.toLowerCase().split('-');
  for (const [index, segment] of segments.entries()) {
    const next = segments[index + 1];
    if (segment === 'robot' && (next === 's' || next === 'm')) return `robot-${next}`;
    if (segment === 'xs' || segment === 's' || segment === 'm') return segment;
  }
  return DEFAULT_QUEST_SIZE;
}

/** The level path of a size in a currency: the EUR thresholds at the currency's value, in its minor units. */
export function questLevels(size: QuestSize, currency: string): QuestLevel[] {
  const value = CURRENCY_VALUES[currency] ?? CURRENCY_VALUES.EUR ?? 1_000;
  return QUEST_LEVELS_EUR[size].map((eur, index) => ({
    position: index + 1,
    thresholdCents: Math.round((eur * 100 * value) / 1_000),
  }));
}

/** The quest of a tournament: its size from the identifier and its path in the tournament's currency. */
export function questOf(tournament: Pick<Tournament, 'frontend_identifier' | 'currency'>): Quest {
  const size = questSize(tournament.frontend_identifier);
  return {
    size,
    slug: tournament.frontend_identifier,
    currency: tournament.currency,
    levels: questLevels(size, tournament.currency),
  };
}

/** Where bets of `betCents` (the player's `bet_cents` in the quest) stand on a path of at least one level. */
export function questProgress(levels: readonly QuestLevel[], betCents: number): QuestProgress {
  const reached = levels.filter((level) => level.thresholdCents <= betCents).length;
  const currentIndex = Math.max(0, reached - 1);
  const current = levels[currentIndex] as QuestLevel;
  const next = levels[currentIndex + 1] ?? null;
  const states = levels.map(
    (_, index): QuestLevelState => (index < currentIndex ? 'completed' : index === currentIndex ? 'active' : 'locked'),
  );
  if (next === null) return { current, next, states, betCents, betCentsToNext: 0, percent: 100 };
  const span = next.thresholdCents - current.thresholdCents;
  const done = Math.max(0, betCents - current.thresholdCents);
  return {
    current,
    next,
    states,
    betCents,
    betCentsToNext: next.thresholdCents - Math.max(betCents, current.thresholdCents),
    percent: Math.min(100, Math.floor((done * 100) / span)),
  };
}
