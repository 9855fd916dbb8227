import type { Queryable } from '../../db/database';
import type { Catalogue, CatalogueGame } from './generate-catalogue';
import { normaliseTitle, titlePrefixes } from './title-search';

/** Games per insert statement: every column travels as one array parameter, so a chunk is one round trip. */
const CHUNK = 2_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

async function insertGames(tx: Queryable, games: readonly CatalogueGame[]): Promise<void> {
  // space-joined lists are split in SQL: unnest cannot take an array of arrays of different lengths
  await tx.query(
    `insert into games (identifier, provider, slug, seo_title, uniq_seo_title, title, title_sort, title_prefixes,
       devices, volatility, lines, ways, hit_rate, rtp, badges, jackpot_seed_cents, jackpot_cycle_hours, released_at,
       popularity)
     select identifier, provider, slug, seo_title, uniq_seo_title, title, title_sort,
       string_to_array(title_prefixes, ' '), string_to_array(devices, ' '), volatility, lines, ways, hit_rate, rtp,
       string_to_array(badges, ' '), jackpot_seed_cents, jackpot_cycle_hours, released_at, popularity
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::int[], $12::int[], $13::numeric[], $14::numeric[], $15::text[], $16::bigint[],
       $17::int[], $18::timestamptz[], $19::int[])
       with ordinality as g(identifier, provider, slug, seo_title, uniq_seo_title, title, title_sort, title_prefixes,
         devices, volatility, lines, ways, hit_rate, rtp, badges, jackpot_seed_cents, jackpot_cycle_hours,
         released_at, popularity, n)
     order by n`,
    [
      games.map((g) => g.identifier),
      games.map((g) => g.provider),
      games.map((g) => g.slug),
      games.map((g) => g.seoTitle),
      games.map((g) => g.uniqSeoTitle),
      games.map((g) => g.title),
      games.map((g) => normaliseTitle(g.title)),
      games.map((g) => titlePrefixes(g.title).join(' ')),
      games.map((g) => g.devices.join(' ')),
      games.map((g) => g.volatility),
      games.map((g) => g.lines),
      games.map((g) => g.ways),
      games.map((g) => g.hitRate),
      games.map((g) => g.rtp),
      games.map((g) => g.badges.join(' ')),
      games.map((g) => g.jackpot?.seedCents ?? null),
      games.map((g) => g.jackpot?.cycleHours ?? null),
      games.map((g) => g.releasedAt.toISOString()),
      games.map((g) => g.popularity),
    ],
  );
  const categories = games.flatMap((g) => g.categories.map((category) => [g.identifier, category] as const));
  await tx.query(
    `insert into game_categories (game_id, category)
     select games.id, c.category from unnest($1::text[], $2::text[]) as c(identifier, category)
     join games using (identifier)`,
    [categories.map(([identifier]) => identifier), categories.map(([, category]) => category)],
  );
  // ordered, so that the numeric ids follow the catalogue's order and a regenerated catalogue gets the same ids
  const currencies = games.flatMap((g) => g.currencies.map((currency) => [g.identifier, currency] as const));
  await tx.query(
    `insert into game_currency_ids (game_id, currency)
     select games.id, c.currency
     from unnest($1::text[], $2::text[]) with ordinality as c(identifier, currency, n)
     join games using (identifier)
     order by c.n`,
    [currencies.map(([identifier]) => identifier), currencies.map(([, currency]) => currency)],
  );
}

/** Writes a catalogue into empty catalogue tables (one transaction is the caller's). */
export async function writeCatalogue(tx: Queryable, catalogue: Catalogue): Promise<void> {
  await tx.query(
    `insert into game_providers (id, title, position)
     select id, title, n - 1 from unnest($1::text[], $2::text[]) with ordinality as p(id, title, n)`,
    [catalogue.providers.map((p) => p.id), catalogue.providers.map((p) => p.title)],
  );
  for (const chunk of chunks(catalogue.games, CHUNK)) await insertGames(tx, chunk);
  await tx.query(
    `insert into game_collections (id, title, position)
     select id, title, n - 1 from unnest($1::text[], $2::text[]) with ordinality as c(id, title, n)`,
    [catalogue.collections.map((c) => c.id), catalogue.collections.map((c) => c.title)],
  );
  const members = catalogue.collections.flatMap((c) =>
    c.gameIdentifiers.map((identifier, position) => [c.id, identifier, position] as const),
  );
  await tx.query(
    `insert into game_collection_games (collection_id, game_id, position)
     select m.collection_id, games.id, m.position
     from unnest($1::text[], $2::text[], $3::int[]) as m(collection_id, identifier, position)
     join games using (identifier)`,
    [members.map(([id]) => id), members.map(([, identifier]) => identifier), members.map(([, , p]) => p)],
  );
  await tx.query('analyze games, game_categories, game_currency_ids');
}

/** True once a catalogue is in the database. */
export async function hasCatalogue(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ present: boolean }>('select exists (select 1 from games) as present');
  return row?.present === true;
}

/**
 * Replaces the catalogue: empties the catalogue tables (restarting the numeric ids; the players' favourites and
 * played games go with the games) and writes the new one.
 */
export async function replaceCatalogue(tx: Queryable, catalogue: Catalogue): Promise<void> {
  await tx.query(
    `truncate game_collection_games, game_collections, favourite_games, played_games, game_currency_ids,
       game_categories, games, game_providers restart identity`,
  );
  await writeCatalogue(tx, catalogue);
}
