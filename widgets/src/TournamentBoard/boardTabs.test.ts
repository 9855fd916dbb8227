import type { Tournament } from '@casino/sdk/contract';
import { fixtureTournament } from '@casino/sdk/testing';
import { achievementsOf, isOnBoardTab } from './boardTabs';

const at = (iso: string) => new Date(iso).getTime();
const running = (fields: Partial<Tournament>) => fixtureTournament(fields, at('2026-04-10T12:00:00Z'));

describe('tournament board tabs', () => {
  const race = running({ id: 1, frontend_identifier: 'spring-bets' });
  const studio = running({ id: 2, frontend_identifier: 'pragmatic-week', providers: ['pragmatic'] });
  const action = running({ id: 3, frontend_identifier: 'weekend-action-race' });
  const live = running({ id: 4, frontend_identifier: 'live-roulette-cup' });
  const quest = running({ id: 5, frontend_identifier: 'quest-xs-spring' });
  const lookalike = running({ id: 6, frontend_identifier: 'transaction-delivery' });
  const all = [race, studio, action, live, quest, lookalike];
  const on = (tab: Parameters<typeof isOnBoardTab>[1]) => all.filter((t) => isOnBoardTab(t, tab)).map((t) => t.id);

  it('lists every tournament but quests on all', () => {
    expect(on('all')).toEqual([1, 2, 3, 4, 6]);
  });

  it('lists those limited to providers on producers', () => {
    expect(on('producers')).toEqual([2]);
  });

  it('lists those whose identifier has the word action or live on actions and live', () => {
    expect(on('actions')).toEqual([3]);
    expect(on('live')).toEqual([4]);
  });

  it("lists the player's finished tournaments once each, the latest first", () => {
    const ended = (id: number, end_at: string) =>
      fixtureTournament({ id, start_at: '2026-01-01T00:00:00Z', end_at }, at('2026-04-10T12:00:00Z'));
    const old = ended(10, '2026-02-01T00:00:00Z');
    const latest = ended(11, '2026-03-01T00:00:00Z');
    const notMine = ended(12, '2026-03-05T00:00:00Z');
    expect(achievementsOf([old, latest, notMine], [race, latest, old]).map((t) => t.id)).toEqual([11, 10]);
  });
});
