import { DEFAULT_DATA_DIR } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { seedDatabase } from './seed';

// `npm run seed -w server`: migrates and seeds the database main.ts would use (DATABASE_URL, else DATA_DIR, else
// <repo>/.data/pglite). Stop the server first when it runs on PGlite: one process at a time may open its folder.
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? DEFAULT_DATA_DIR),
});
try {
  const applied = await migrate(db);
  const report = await seedDatabase(db);
  console.log(
    `${applied.length} migration(s) applied, ${report.demoPlayersCreated} demo player(s) and ${report.gamesCreated} game(s) created`,
  );
} finally {
  await db.close();
}
