import { DEFAULT_DATA_DIR } from '../config';
import { openDatabase } from '../db/open-database';
import { runSupportCommand } from './support-commands';

// `npm run loyalty-support -w server -- <command>`: the support team's loyalty commands (support-commands.ts) on the
// database main.ts would use (DATABASE_URL, else DATA_DIR, else <repo>/.data/pglite). On PGlite, stop the server
// first: one process at a time may open its folder.
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? DEFAULT_DATA_DIR),
});
try {
  console.log(await runSupportCommand(db, process.argv.slice(2), new Date()));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.close();
}
