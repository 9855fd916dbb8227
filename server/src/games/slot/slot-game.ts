import type { Queryable } from '../../db/database';
import { FUN_CURRENCY } from '../play/playable-game';

/** A catalogue game as the slot page shows it: names, and the currencies it has an id in. */
export interface SlotGame {
  /** `provider/slug`. */
  identifier: string;
  title: string;
  /** Provider id. */
  provider: string;
  /** Provider's name. */
  providerTitle: string;
  /** Whether the game has a `FUN` id (demo play). */
  hasDemoMode: boolean;
  /** Real-money currencies the game has an id in, sorted. */
  currencies: string[];
}

/** The catalogue game of `identifier` for the slot page; null for an unknown identifier. */
export async function findSlotGame(db: Queryable, identifier: string): Promise<SlotGame | null> {
  const [row] = await db.query<{ identifier: string; title: string; provider: string; provider_title: string }>(
    `select g.identifier, g.title, g.provider, p.title as provider_title
     from games g join game_providers p on p.id = g.provider where g.identifier = $1`,
    [identifier],
  );
  if (!row) return null;
  const currencies = await db.query<{ currency: string }>(
    `select c.currency from game_currency_ids c join games g on g.id = c.game_id
     where g.identifier = $1 order by c.currency`,
    [identifier],
  );
  const codes = currencies.map(({ currency }) => currency);
  return {
    identifier: row.identifier,
    title: row.title,
    provider: row.provider,
    providerTitle: row.provider_title,
    hasDemoMode: codes.includes(FUN_CURRENCY),
    currencies: codes.filter((code) => code !== FUN_CURRENCY),
  };
}
