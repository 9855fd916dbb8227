import { activeWheelSpins, isActiveWheelSpin, isLootboxShown } from './lootboxes';

// Local times, so that "an earlier day" means the same in every time zone the tests run in.
const now = new Date(2026, 10, 24, 9, 30);
const iso = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();
const box = (fields: Partial<Parameters<typeof isLootboxShown>[0] & { group_key: string }> = {}) => ({
  stage: 'issued' as const,
  valid_until: null,
  activated_at: null,
  group_key: 'lootbox_weekly',
  ...fields,
});

describe('loot box visibility (loyalty.md §4: shown unless expired, or activated on an earlier day)', () => {
  it('shows an issued box, with or without a deadline still ahead', () => {
    expect(isLootboxShown(box(), now)).toBe(true);
    expect(isLootboxShown(box({ valid_until: iso(2026, 10, 24, 9, 31) }), now)).toBe(true);
  });

  it('hides an expired box, and an issued one whose deadline has passed before the platform moved it', () => {
    expect(isLootboxShown(box({ stage: 'expired', valid_until: iso(2026, 10, 20, 0, 0) }), now)).toBe(false);
    expect(isLootboxShown(box({ valid_until: iso(2026, 10, 24, 9, 30) }), now)).toBe(false);
  });

  it('shows a box opened today, from midnight on, and hides one opened on an earlier day', () => {
    expect(isLootboxShown(box({ stage: 'activated', activated_at: iso(2026, 10, 24, 0, 0) }), now)).toBe(true);
    expect(isLootboxShown(box({ stage: 'activated', activated_at: iso(2026, 10, 23, 23, 59) }), now)).toBe(false);
    expect(isLootboxShown(box({ stage: 'activated', activated_at: iso(2025, 10, 24, 9, 0) }), now)).toBe(false);
  });

  it('hides a canceled box', () => {
    expect(isLootboxShown(box({ stage: 'canceled' }), now)).toBe(false);
  });
});

describe('active wheel spins (loyalty.md §4: issued boxes whose group_key starts with manual_wheel or wheel)', () => {
  it('counts issued wheel and manual_wheel boxes only', () => {
    const boxes = [
      box({ group_key: 'wheel' }),
      box({ group_key: 'wheel_rocket_mart' }),
      box({ group_key: 'manual_wheel_support' }),
      box({ group_key: 'lootbox_weekly' }),
      box({ group_key: 'my_wheel' }),
      box({ group_key: 'wheel', stage: 'activated', activated_at: iso(2026, 10, 24, 9, 0) }),
      box({ group_key: 'wheel', stage: 'expired' }),
    ];
    expect(activeWheelSpins(boxes, now)).toBe(3);
    expect(activeWheelSpins([], now)).toBe(0);
  });

  it('does not count a spin whose deadline has passed', () => {
    expect(isActiveWheelSpin(box({ group_key: 'wheel', valid_until: iso(2026, 10, 24, 9, 0) }), now)).toBe(false);
    expect(isActiveWheelSpin(box({ group_key: 'wheel', valid_until: iso(2026, 10, 25, 9, 0) }), now)).toBe(true);
  });
});
