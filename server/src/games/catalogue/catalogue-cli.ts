import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR } from '../../config';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open-database';
import { CATALOGUE_GAMES, CATALOGUE_SEED, seedDatabase } from '../../seed/seed';
import { generateCatalogue } from './generate-catalogue';
import { replaceCatalogue } from './write-catalogue';

// `npm run catalogue -w server -- --games 10000 [--seed 42]`: replaces the game catalogue of the database main.ts
// would use (DATABASE_URL, else DATA_DIR, else <repo>/.data/pglite) with a generated one of that size; favourites and
// played games go with the old catalogue. Stop the server first when it runs on PGlite.
const { values } = parseArgs({
  options: {
    games: { type: 'string', default: String(CATALOGUE_GAMES) },
    seed: { type: 'string', default: String(CATALOGUE_SEED) },
  },
});
const games = Number(values.games);
const seed = Number(values.seed);
if (!Number.isSafeInteger(games) || games < 1 || !Number.isSafeInteger(seed)) {
  console.error('usage: npm run catalogue -w server -- --games <count ≥ 1> [--seed <integer>]');
  process.exit(2);
}
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? DEFAULT_DATA_DIR),
});
try {
  await migrate(db);
  const started = performance.now();
  const now = new Date();
  const catalogue = generateCatalogue({ seed, games, asOf: new Date(now.getTime() - (now.getTime() % 86_400_000)) });
  await db.transaction((tx) => replaceCatalogue(tx, catalogue));
  const written = performance.now();
  await seedDatabase(db);
  console.log(
    `catalogue of ${games} games from ${catalogue.providers.length} providers written in ${Math.round(written - started)} ms (seed ${seed})`,
  );
} finally {
  await db.close();
}
