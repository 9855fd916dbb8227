import type { GameCollection, GameProvider } from '@casino/sdk/contract';
import type { Queryable } from '../../db/database';

/** GET /api/games/providers: the studios that have games, by title. */
export async function listProviders(db: Queryable): Promise<GameProvider[]> {
  const rows = await db.query<GameProvider>(
    'select p.id, p.title from game_providers p where exists (select 1 from games g where g.provider = p.id)',
  );
  return rows.sort((a, b) => a.title.localeCompare(b.title, 'en'));
}

/** GET /api/games/collections: the collections in their order, with their number of games. */
export function listCollections(db: Queryable): Promise<GameCollection[]> {
  return db.query<GameCollection>(
    `select c.id, c.title, count(m.game_id)::int as games_count
     from game_collections c left join game_collection_games m on m.collection_id = c.id
     group by c.id, c.title, c.position order by c.position`,
  );
}
