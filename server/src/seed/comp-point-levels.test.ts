import { COMP_POINT_ACCRUAL_RATES, COMP_POINT_LEVELS } from './comp-point-levels';
import { CURRENCIES } from './currencies';
import { DEMO_COMP_POINTS } from './demo-comp-points';
import { DEMO_PLAYERS } from './demo-players';
import { STATUSES } from './groups';

/** The seeded level whose range holds `points` (min ≤ points < max). */
function levelOf(points: number) {
  return COMP_POINT_LEVELS.find((level) => level.min <= points && (level.max === null || points < level.max));
}

describe('comp point levels of the seed', () => {
  it('are level_1 … level_12, one after another from 0 with no gap, the last one open', () => {
    expect(COMP_POINT_LEVELS.map((level) => level.id)).toEqual(
      Array.from({ length: 12 }, (_, index) => `level_${index + 1}`),
    );
    expect(COMP_POINT_LEVELS[0]?.min).toBe(0);
    for (let index = 1; index < COMP_POINT_LEVELS.length; index++) {
      expect(COMP_POINT_LEVELS[index]?.min).toBe(COMP_POINT_LEVELS[index - 1]?.max);
    }
    expect(COMP_POINT_LEVELS.at(-1)?.max).toBeNull();
    expect(COMP_POINT_LEVELS.every((level) => level.giftDescriptions.length > 0)).toBe(true);
  });

  it("split each status group's range, in the groups' order (loyalty.md §3: 257 Bronze … 759 Diamond)", () => {
    for (const status of STATUSES) {
      const own = COMP_POINT_LEVELS.filter((level) => level.groupId === status.id);
      expect(own.length).toBeGreaterThan(0);
      expect([own[0]?.min, own.at(-1)?.max]).toEqual([status.min, status.max]);
    }
    const groupOrder = [...new Set(COMP_POINT_LEVELS.map((level) => level.groupId))];
    expect(groupOrder).toEqual(STATUSES.map((status) => status.id));
  });

  it('have an accrual rate for every seeded currency', () => {
    for (const currency of CURRENCIES) expect(COMP_POINT_ACCRUAL_RATES[currency.code]).toBeGreaterThan(0);
  });
});

describe('demo comp points', () => {
  it("belong to demo players, each in a level of the player's status group, with no more to spend than earned", () => {
    for (const [email, points] of Object.entries(DEMO_COMP_POINTS)) {
      const player = DEMO_PLAYERS.find((demo) => demo.email === email);
      expect(player, email).toBeDefined();
      expect(levelOf(points.persistent)?.groupId, email).toBe(player?.level);
      expect(points.chargeable, email).toBeLessThanOrEqual(points.persistent);
      expect(points.chargeable, email).toBeGreaterThanOrEqual(0);
    }
  });

  it('put the tester ten points below Platinum', () => {
    const tester = DEMO_COMP_POINTS['tester@casino.test']?.persistent ?? 0;
    expect(levelOf(tester)?.name).toBe('Gold II');
    expect(levelOf(tester + 10)?.name).toBe('Platinum I');
  });
});
