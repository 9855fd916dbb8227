import {
  nextVipStatus,
  vipOverallProgress,
  vipQuarter,
  vipStatusOfGroups,
  vipStatusReached,
  vipThresholds,
} from './vip';

describe('VIP rules', () => {
  it('asks each status its number of level thresholds, with the defaults for a currency without its own', () => {
    expect(vipThresholds('bronze', 'EUR')).toEqual({ depositCents: 600_000, betSumCents: 6_000_000 });
    expect(vipThresholds('gold', 'BRL')).toEqual({ depositCents: 9_000_000, betSumCents: 90_000_000 });
    expect(vipThresholds('silver', 'NOK')).toEqual({ depositCents: 1_800_000, betSumCents: 18_000_000 });
    expect(vipThresholds('regular', 'USD')).toEqual({ depositCents: 0, betSumCents: 0 });
  });

  it('reaches a status only when both sums reach its thresholds', () => {
    expect(vipStatusReached({ depositCents: 600_000, betSumCents: 5_999_999 }, 'USD')).toBe('regular');
    expect(vipStatusReached({ depositCents: 600_000, betSumCents: 6_000_000 }, 'USD')).toBe('bronze');
    expect(vipStatusReached({ depositCents: 1_900_000, betSumCents: 13_000_000 }, 'USD')).toBe('silver');
    expect(vipStatusReached({ depositCents: 10_000_000, betSumCents: 100_000_000 }, 'USD')).toBe('diamond');
  });

  it('climbs the ladder and reads the held status from the highest VIP group', () => {
    expect(nextVipStatus('regular')).toBe('bronze');
    expect(nextVipStatus('diamond')).toBeNull();
    expect(vipStatusOfGroups([21, 258, 257])).toBe('silver');
    expect(vipStatusOfGroups([759])).toBe('diamond');
    expect(vipStatusOfGroups([])).toBe('regular');
  });

  it('measures overall progress as the floored mean of the capped shares', () => {
    const asked = { depositCents: 600_000, betSumCents: 6_000_000 };
    expect(vipOverallProgress({ depositCents: 300_000, betSumCents: 0 }, asked)).toBe(25);
    expect(vipOverallProgress({ depositCents: 1_200_000, betSumCents: 3_000_000 }, asked)).toBe(75);
    expect(vipOverallProgress({ depositCents: 1, betSumCents: 1 }, asked)).toBe(0);
    expect(vipOverallProgress({ depositCents: 0, betSumCents: 0 }, { depositCents: 0, betSumCents: 0 })).toBe(100);
  });

  it('bounds UTC quarters', () => {
    expect(vipQuarter(new Date('2026-11-24T18:00:00Z'))).toEqual({
      start: new Date('2026-10-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
    expect(vipQuarter(new Date('2026-03-31T23:59:59Z')).end).toEqual(new Date('2026-04-01T00:00:00Z'));
  });
});
