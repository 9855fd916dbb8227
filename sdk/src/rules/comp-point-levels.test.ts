import type { Status } from '../contract/info';
import { compPointLevels, levelOfPoints, levelProgress } from './comp-point-levels';

/** Statuses as GET /api/info/statuses answers them (docs/loyalty.md, "Levels"), a few of the twelve. */
function status(id: string, name: string, groupId: number, min: number, max: number | null): Status {
  return {
    id,
    name,
    group_id: groupId,
    status: true,
    writable: false,
    conditions: [{ persistent_comp_points: { type: 'range', exclude_end: true, min, max } }],
    gift_descriptions: [`${name} gift`],
  };
}

const statuses = [
  status('level_2', 'Bronze II', 257, 100, 250),
  status('level_1', 'Bronze I', 257, 0, 100),
  status('level_11', 'Platinum II', 255, 50_000, 100_000),
  status('level_12', 'Diamond', 759, 100_000, null),
];

describe('comp point levels (loyalty.md §3)', () => {
  it('reads the levels of the statuses, lowest first', () => {
    const levels = compPointLevels(statuses);
    expect(levels.map((level) => level.id)).toEqual(['level_1', 'level_2', 'level_11', 'level_12']);
    expect(levels[0]).toEqual({
      id: 'level_1',
      name: 'Bronze I',
      groupId: 257,
      min: 0,
      max: 100,
      giftDescriptions: ['Bronze I gift'],
    });
  });

  it('leaves out statuses without a persistent points condition', () => {
    expect(compPointLevels([{ ...status('vip', 'VIP', 21, 0, 1), conditions: [] }])).toEqual([]);
  });

  it('puts a player at a level maximum into the next level (exclude_end)', () => {
    const levels = compPointLevels(statuses);
    expect(levelOfPoints(0, levels)?.id).toBe('level_1');
    expect(levelOfPoints(99, levels)?.id).toBe('level_1');
    expect(levelOfPoints(100, levels)?.id).toBe('level_2');
    expect(levelOfPoints(100_000, levels)?.id).toBe('level_12');
    expect(levelOfPoints(9_999_999, levels)?.id).toBe('level_12');
  });

  it('finds no level for points outside every range', () => {
    expect(levelOfPoints(5_000, compPointLevels(statuses))).toBeNull();
    expect(levelOfPoints(10, [])).toBeNull();
  });

  it('measures the progress to the next level, floored', () => {
    const levels = compPointLevels(statuses);
    expect(levelProgress(199, levels)).toMatchObject({
      level: { id: 'level_2' },
      next: { id: 'level_11' },
      pointsToNext: 51,
      percent: 66,
    });
    expect(levelProgress(0, levels)).toMatchObject({ pointsToNext: 100, percent: 0 });
    expect(levelProgress(99_999, levels)).toMatchObject({ level: { id: 'level_11' }, pointsToNext: 1, percent: 99 });
  });

  it('is complete at the last level, which has no maximum', () => {
    expect(levelProgress(250_000, compPointLevels(statuses))).toMatchObject({
      level: { id: 'level_12' },
      next: null,
      pointsToNext: null,
      percent: 100,
    });
    expect(levelProgress(5_000, compPointLevels(statuses))).toBeNull();
  });
});
