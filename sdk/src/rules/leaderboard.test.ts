import type { TournamentPlayerStatus } from '../contract/tournaments';
import { fixtureTournamentPlayer } from '../testing';
import { applyLeaderboardUpdate } from './leaderboard';

const board = (...names: string[]): TournamentPlayerStatus[] =>
  names.map((nickname, index) => fixtureTournamentPlayer({ nickname, award_place: index + 1 }));
const names = (rows: readonly TournamentPlayerStatus[]) => rows.map((row) => `${row.award_place}:${row.nickname}`);

describe('applyLeaderboardUpdate', () => {
  it('moves a changed row to its new place and closes up the others around it', () => {
    const rows = board('A', 'B', 'C', 'D');
    const moved = fixtureTournamentPlayer({ nickname: 'D', bet_cents: 1, award_place: 1 });
    expect(names(applyLeaderboardUpdate(rows, { changed: [moved] }))).toEqual(['1:D', '2:A', '3:B', '4:C']);
    expect(applyLeaderboardUpdate(rows, { changed: [moved] })[0]?.bet_cents).toBe(1);
    expect(names(rows)).toEqual(['1:A', '2:B', '3:C', '4:D']);
  });

  it('moves several rows at once, down as well as up, and adds newcomers', () => {
    const rows = board('A', 'B', 'C', 'D', 'E');
    const changed = [
      fixtureTournamentPlayer({ nickname: 'A', award_place: 4 }),
      fixtureTournamentPlayer({ nickname: 'E', award_place: 2 }),
      fixtureTournamentPlayer({ nickname: 'F', award_place: 6 }),
    ];
    expect(names(applyLeaderboardUpdate(rows, { changed }))).toEqual(['1:B', '2:E', '3:C', '4:A', '5:D', '6:F']);
  });

  it('keeps a row whose score changed without a move in its place', () => {
    const rows = board('A', 'B', 'C');
    const changed = [fixtureTournamentPlayer({ nickname: 'B', bet_cents: 7, award_place: 2 })];
    const after = applyLeaderboardUpdate(rows, { changed });
    expect(names(after)).toEqual(['1:A', '2:B', '3:C']);
    expect(after[1]?.bet_cents).toBe(7);
  });

  it('leaves out a change placed beyond the rows it holds, and keeps at most the limit', () => {
    const rows = board('A', 'B', 'C');
    const far = fixtureTournamentPlayer({ nickname: 'Z', award_place: 40 });
    expect(names(applyLeaderboardUpdate(rows, { changed: [far] }))).toEqual(['1:A', '2:B', '3:C']);
    const top = fixtureTournamentPlayer({ nickname: 'Z', award_place: 1 });
    expect(names(applyLeaderboardUpdate(rows, { changed: [top] }, 3))).toEqual(['1:Z', '2:A', '3:B']);
  });
});
