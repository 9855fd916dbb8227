import { fixtureTournament } from '../testing';
import {
  isQuest,
  isQuestShown,
  QUEST_LEVELS_EUR,
  QUEST_SIZES,
  questLevels,
  questOf,
  questProgress,
  questSize,
} from './quests';

describe('quests', () => {
  it('are the tournaments whose identifier contains quest, test quests hidden without the flag', () => {
    expect(isQuest({ frontend_identifier: 'quest-xs-spring' })).toBe(true);
    expect(isQuest({ frontend_identifier: 'spring-bets' })).toBe(false);
    expect(isQuestShown({ frontend_identifier: 'ffc-quest-s' }, false)).toBe(false);
    expect(isQuestShown({ frontend_identifier: 'ffc-quest-s' }, true)).toBe(true);
    expect(isQuestShown({ frontend_identifier: 'quest-s-ffc' }, false)).toBe(true);
  });

  it('take their size from a segment of the identifier, m when none', () => {
    expect(questSize('quest-xs-spring')).toBe('xs');
    expect(questSize('quest-s')).toBe('s');
    expect(questSize('summer-quest-m-2026')).toBe('m');
    expect(questSize('quest-robot-m-2026')).toBe('robot-m');
    expect(questSize('quest-robot-s')).toBe('robot-s');
    expect(questSize('quest-spring')).toBe('m');
    expect(questSize('quest-robot-x')).toBe('m');
  });

  it('have the level counts and ranges of loyalty.md §9', () => {
    const shape = Object.fromEntries(
      QUEST_SIZES.map((size) => [size, [QUEST_LEVELS_EUR[size].length, QUEST_LEVELS_EUR[size].at(-1)]]),
    );
    expect(shape).toEqual({
      xs: [6, 15_000],
      s: [15, 1_000_000],
      m: [25, 2_000_000],
      'robot-s': [15, 800_000],
      'robot-m': [25, 2_500_000],
    });
    for (const size of QUEST_SIZES) {
      const steps = QUEST_LEVELS_EUR[size];
      expect(steps[0]).toBe(0);
      expect(steps.every((eur, index) => index === 0 || eur > (steps[index - 1] ?? 0))).toBe(true);
    }
  });

  it('scale the EUR thresholds to the quest currency at the accrual value table', () => {
    expect(questLevels('xs', 'EUR').map((level) => level.thresholdCents)).toEqual([
      0, 15_000, 50_000, 100_000, 500_000, 1_500_000,
    ]);
    expect(questLevels('xs', 'CAD')[1]).toEqual({ position: 2, thresholdCents: 22_500 });
    expect(questLevels('xs', 'GBP')[1]?.thresholdCents).toBe(13_500);
    expect(questLevels('xs', 'XYZ')[1]?.thresholdCents).toBe(15_000);
    expect(questOf(fixtureTournament({ frontend_identifier: 'quest-robot-s', currency: 'BRL' }))).toMatchObject({
      size: 'robot-s',
      slug: 'quest-robot-s',
      currency: 'BRL',
    });
  });

  it('put the player on the last level his bets reach, the ones before completed and the next locked', () => {
    const levels = questLevels('xs', 'EUR');
    const at600 = questProgress(levels, 60_000);
    expect(at600.current.position).toBe(3);
    expect(at600.next?.position).toBe(4);
    expect(at600.states).toEqual(['completed', 'completed', 'active', 'locked', 'locked', 'locked']);
    expect(at600.betCentsToNext).toBe(40_000);
    expect(at600.percent).toBe(20);

    expect(questProgress(levels, 0)).toMatchObject({ current: { position: 1 }, percent: 0, betCentsToNext: 15_000 });
    expect(questProgress(levels, 50_000)).toMatchObject({ current: { position: 3 }, percent: 0 });
    expect(questProgress(levels, 49_999)).toMatchObject({ current: { position: 2 }, percent: 99 });
  });

  it('leave the last level without an upper bound', () => {
    const levels = questLevels('xs', 'EUR');
    const beyond = questProgress(levels, 9_000_000);
    expect(beyond.current.position).toBe(6);
    expect(beyond.next).toBeNull();
    expect(beyond.states.at(-1)).toBe('active');
    expect(beyond).toMatchObject({ percent: 100, betCentsToNext: 0 });
  });
});
