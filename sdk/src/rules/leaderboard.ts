import type { LeaderboardUpdate, TournamentPlayerStatus } from '../contract/tournaments';

/**
 * The board after an update (`public:tournaments`): every row of `changed` takes its new place, every other row keeps
 * its order and closes up around them, and each row's `award_place` becomes its place again. Rows are known by
 * `entry_id` (a player's row is replaced, not repeated; two players may share a nickname). A changed row whose place lies beyond the rows the board
 * holds (a board loaded in part) is left out; at most `limit` rows are kept.
 */
export function applyLeaderboardUpdate(
  rows: readonly TournamentPlayerStatus[],
  update: Pick<LeaderboardUpdate, 'changed'>,
  limit = Number.POSITIVE_INFINITY,
): TournamentPlayerStatus[] {
  const changedEntries = new Set(update.changed.map((row) => row.entry_id));
  const kept = rows.filter((row) => !changedEntries.has(row.entry_id));
  const moved = update.changed
    .filter((row) => row.award_place !== null)
    .sort((a, b) => (a.award_place ?? 0) - (b.award_place ?? 0));
  const board: TournamentPlayerStatus[] = [];
  let next = 0;
  for (const row of moved) {
    const index = (row.award_place ?? 0) - 1;
    while (board.length < index && next < kept.length) board.push(kept[next++] as TournamentPlayerStatus);
    if (board.length === index) board.push(row);
  }
  while (next < kept.length) board.push(kept[next++] as TournamentPlayerStatus);
  return board
    .slice(0, limit)
    .map((row, index) => (row.award_place === index + 1 ? row : { ...row, award_place: index + 1 }));
}
