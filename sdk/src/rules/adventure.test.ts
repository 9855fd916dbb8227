import {
  adventureActiveUntil,
  adventureClaimRefusal,
  adventureDayDate,
  adventureDayProgress,
  adventureDayState,
  adventureDayWindow,
  isAdventureDayToday,
  isAdventureFinished,
  isAdventureOver,
  isAdventureSuperbUnlocked,
} from './adventure';

const at = (iso: string) => Date.parse(iso);

function day(n: number, date: string, isCompleted: boolean, claimedAt: string | null = null) {
  return { day: n, date, isCompleted, claimedAt, condition: { minDep: 2_000, wager: 5_000, periodActivationDays: 1 } };
}

describe('adventure rules', () => {
  it('dates days from the start and opens each window from its UTC date for periodActivationDays days', () => {
    expect(adventureDayDate('2026-12-30', 1)).toBe('2026-12-30');
    expect(adventureDayDate('2026-12-30', 3)).toBe('2027-01-01');
    expect(adventureDayWindow('2026-11-24', 1)).toEqual({
      start: at('2026-11-24T00:00:00Z'),
      end: at('2026-11-25T00:00:00Z'),
      lastDate: '2026-11-24',
    });
    expect(adventureDayWindow('2026-11-24', 3).lastDate).toBe('2026-11-26');
    expect(adventureActiveUntil('2026-11-24', 2)).toBe('2026-11-26T00:00:00.000Z');
    expect(isAdventureDayToday('2026-11-24', 2, at('2026-11-25T23:59:59.999Z'))).toBe(true);
    expect(isAdventureDayToday('2026-11-24', 2, at('2026-11-26T00:00:00Z'))).toBe(false);
    expect(isAdventureDayToday('2026-11-24', 1, at('2026-11-23T23:59:59Z'))).toBe(false);
  });

  it('counts only the conditions a day asks, and completes it when all are met', () => {
    const both = { minDep: 2_000, wager: 5_000 };
    expect(adventureDayProgress(both, { depositCents: 0, wagerCents: 0 })).toEqual({
      step: 0,
      stepTotal: 2,
      isCompleted: false,
    });
    expect(adventureDayProgress(both, { depositCents: 2_000, wagerCents: 4_999 })).toEqual({
      step: 1,
      stepTotal: 2,
      isCompleted: false,
    });
    expect(adventureDayProgress(both, { depositCents: 2_000, wagerCents: 5_000 }).isCompleted).toBe(true);
    expect(adventureDayProgress({ minDep: 0, wager: 5_000 }, { depositCents: 0, wagerCents: 6_000 })).toEqual({
      step: 1,
      stepTotal: 1,
      isCompleted: true,
    });
    expect(adventureDayProgress({ minDep: 0, wager: 0 }, { depositCents: 10, wagerCents: 10 }).isCompleted).toBe(false);
  });

  it('gives each day its state: completed stays, active in the window, lost after it, future before', () => {
    const now = at('2026-11-24T12:00:00Z');
    expect(adventureDayState(day(1, '2026-11-22', true), now)).toBe('completed');
    expect(adventureDayState(day(2, '2026-11-23', false), now)).toBe('lost');
    expect(adventureDayState(day(3, '2026-11-24', false), now)).toBe('active');
    expect(adventureDayState(day(4, '2026-11-25', false), now)).toBe('future');
    const twoDays = { date: '2026-11-23', isCompleted: false, condition: { periodActivationDays: 2 } };
    expect(adventureDayState(twoDays, now)).toBe('active');
  });

  it('finishes when the last day is completed or today is past the day after the last day', () => {
    const days = [day(1, '2026-11-22', true), day(2, '2026-11-23', false)];
    expect(isAdventureFinished(days, at('2026-11-24T23:59:59Z'))).toBe(false);
    expect(isAdventureOver(days, at('2026-11-24T23:59:59Z'))).toBe(false);
    expect(isAdventureFinished(days, at('2026-11-25T00:00:00Z'))).toBe(true);
    expect(isAdventureOver(days, at('2026-11-25T00:00:00Z'))).toBe(true);
    const lastDone = [day(1, '2026-11-22', false), day(2, '2026-11-23', true)];
    expect(isAdventureFinished(lastDone, at('2026-11-23T10:00:00Z'))).toBe(true);
    expect(isAdventureOver(lastDone, at('2026-11-23T10:00:00Z'))).toBe(false);
  });

  it('unlocks the super prize when every day is completed', () => {
    expect(isAdventureSuperbUnlocked([day(1, '2026-11-22', true), day(2, '2026-11-23', true)])).toBe(true);
    expect(isAdventureSuperbUnlocked([day(1, '2026-11-22', true), day(2, '2026-11-23', false)])).toBe(false);
    expect(isAdventureSuperbUnlocked([])).toBe(false);
  });

  it('refuses a claim already made, after the adventure’s time, or of a day not completed', () => {
    const calendar = {
      days: [
        day(1, '2026-11-22', true, '2026-11-22T10:00:00Z'),
        day(2, '2026-11-23', true),
        day(3, '2026-11-24', false),
      ],
      superPrize: { claimedAt: null },
    };
    const now = at('2026-11-24T12:00:00Z');
    expect(adventureClaimRefusal(calendar, 1, now)).toBe('already_claimed');
    expect(adventureClaimRefusal(calendar, 2, now)).toBeNull();
    expect(adventureClaimRefusal(calendar, 3, now)).toBe('not_completed');
    expect(adventureClaimRefusal(calendar, 'superb', now)).toBe('not_completed');
    expect(adventureClaimRefusal(calendar, 2, at('2026-11-26T00:00:00Z'))).toBe('finished');
    expect(adventureClaimRefusal(calendar, 1, at('2026-11-26T00:00:00Z'))).toBe('already_claimed');
    const allDone = {
      days: calendar.days.map((each) => ({ ...each, isCompleted: true })),
      superPrize: { claimedAt: null },
    };
    expect(adventureClaimRefusal(allDone, 'superb', now)).toBeNull();
  });
});
