import { fixtureAdventure } from '../testing';
import { adventureCards } from './adventure-cards';
import { isVipManagerOnline } from './manager-hours';

const DAY_MS = 86_400_000;

describe('adventureCards', () => {
  const now = Date.parse('2026-11-24T15:00:00Z');

  it('gives each day its state, the active one its expiry, and the super prize last', () => {
    const { cards, finished } = adventureCards(fixtureAdventure(now), now);
    expect(cards.map((card) => [card.day, card.state])).toEqual([
      [1, 'completed'],
      [2, 'completed'],
      [3, 'active'],
      [4, 'future'],
      [5, 'future'],
      [6, 'future'],
      [7, 'future'],
      ['superb', 'superb'],
    ]);
    expect(cards[2]?.expiresAt).toBe('2026-11-25T00:00:00.000Z');
    expect(cards.filter((card) => card.expiresAt !== null)).toHaveLength(1);
    expect(cards.filter((card) => card.claimable).map((card) => card.day)).toEqual([2]);
    expect(finished).toBe(false);
  });

  it('shows a day whose window passed uncompleted as lost, and nothing claimable once the time is over', () => {
    const later = now + 2 * DAY_MS;
    expect(adventureCards(fixtureAdventure(now), later).cards[2]?.state).toBe('lost');
    const over = now + 7 * DAY_MS;
    const { cards, finished } = adventureCards(fixtureAdventure(now), over);
    expect(finished).toBe(true);
    expect(cards.some((card) => card.claimable)).toBe(false);
  });
});

describe('isVipManagerOnline', () => {
  const hours = { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00', time_zone: 'Europe/Tallinn' };

  it('is online on his weekdays within his hours, in his time zone', () => {
    // Tuesday 24 November 2026, 09:30 in Tallinn is 07:30 UTC
    expect(isVipManagerOnline(hours, Date.parse('2026-11-24T07:30:00Z'))).toBe(true);
    expect(isVipManagerOnline(hours, Date.parse('2026-11-24T06:59:00Z'))).toBe(false);
    expect(isVipManagerOnline(hours, Date.parse('2026-11-24T16:00:00Z'))).toBe(false);
    // Saturday
    expect(isVipManagerOnline(hours, Date.parse('2026-11-28T10:00:00Z'))).toBe(false);
  });

  it('runs hours ending before they start past midnight, and reads an unknown zone as never', () => {
    const night = { days: [5], from: '22:00', to: '06:00', time_zone: 'UTC' };
    expect(isVipManagerOnline(night, Date.parse('2026-11-27T23:00:00Z'))).toBe(true);
    expect(isVipManagerOnline(night, Date.parse('2026-11-28T05:00:00Z'))).toBe(true);
    expect(isVipManagerOnline(night, Date.parse('2026-11-28T23:00:00Z'))).toBe(false);
    expect(isVipManagerOnline({ ...hours, time_zone: 'Mars/Olympus' }, Date.parse('2026-11-24T07:30:00Z'))).toBe(false);
  });
});
