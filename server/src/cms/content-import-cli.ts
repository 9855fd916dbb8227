import { resolve } from 'node:path';
import { DEFAULT_DATA_DIR } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { isSeeded, seedDatabase } from '../seed/seed';
import { ContentError, readContentDirectory } from './content-files';
import { importContent } from './content-import';

// `npm run content:import DIR`: imports the Markdown content of DIR (docs/cms.md) into the database main.ts would use
// (DATABASE_URL, else DATA_DIR, else <repo>/.data/pglite) in one transaction, and prints what changed. A file that
// cannot be imported is named with its field, and nothing changes. Stop the server first when it runs on PGlite.
const [dir, ...extra] = process.argv.slice(2);
if (!dir || extra.length > 0) {
  console.error('usage: npm run content:import DIR');
  process.exit(2);
}
const content = await readContentDirectory(resolve(process.env.INIT_CWD ?? process.cwd(), dir)).catch(
  (error: unknown) => {
    if (error instanceof ContentError) {
      console.error(`content:import: nothing changed: ${error.message}`);
      process.exit(1);
    }
    throw error;
  },
);
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? DEFAULT_DATA_DIR),
});
try {
  await migrate(db);
  if (!(await isSeeded(db))) await seedDatabase(db);
  const report = await db.transaction((tx) => importContent(tx, content, new Date(), { overwrite: true }));
  for (const name of report.created) console.log(`created   ${name}`);
  for (const name of report.updated) console.log(`updated   ${name}`);
  console.log(
    `content:import: ${report.created.length} created, ${report.updated.length} updated, ${report.unchanged.length} unchanged`,
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`content:import: nothing changed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
