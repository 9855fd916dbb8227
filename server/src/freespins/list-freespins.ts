import type { Freespin } from '@casino/sdk/contract';
import type { Queryable } from '../db/database';
import { FREESPIN_COLUMNS, type FreespinRow, freespinGames, toFreespin } from './freespin-record';

/** GET /api/player/freespins: the player's free-spin records, newest first, with their games' catalogue facts. */
export async function listFreespins(db: Queryable, userId: number): Promise<Freespin[]> {
  const rows = await db.query<FreespinRow>(
    `select ${FREESPIN_COLUMNS} from freespins where user_id = $1 order by id desc`,
    [userId],
  );
  const games = await freespinGames(db, [...new Set(rows.flatMap((row) => row.games))]);
  const byIdentifier = new Map(games.map((game) => [game.identifier, game]));
  return rows.map((row) =>
    toFreespin(
      row,
      row.games.flatMap((identifier) => {
        const game = byIdentifier.get(identifier);
        return game ? [game] : [];
      }),
    ),
  );
}
