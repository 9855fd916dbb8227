import { fixtureAdventure } from '@casino/sdk/testing';
import { adventureCards } from './adventureCards';

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
