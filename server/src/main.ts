import { buildApp } from './app';
import { DEFAULT_DATA_DIR, readConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { isSeeded, seedDatabase } from './seed/seed';

/** Ends the process with the reason it cannot start (a setting to change, a folder in use), without a stack trace. */
function cannotStart(error: unknown): never {
  console.error(`The casino server cannot start. ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? 'localhost';
let config: ReturnType<typeof readConfig>;
try {
  config = readConfig(process.env);
} catch (error) {
  cannotStart(error);
}
const started = Date.now();
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? DEFAULT_DATA_DIR),
}).catch(cannotStart);
const applied = await migrate(db);
const seeded = (await isSeeded(db)) ? null : await seedDatabase(db);
const app = await buildApp({
  db,
  config,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});
app.log.info(
  `database ready in ${Date.now() - started} ms: ${applied.length} migration(s) applied${seeded ? `, seeded ${seeded.demoPlayersCreated} demo players` : ''}`,
);

/**
 * How long a stop waits for requests in flight before it cuts the connections still open. A connection that never
 * sends a request (a client that opened one and gave up) would otherwise hold the stop for the 60 s headers timeout.
 */
const STOP_GRACE_MS = 5000;

async function stop(signal: string) {
  app.log.info(`${signal}: stopping`);
  setTimeout(() => app.server.closeAllConnections(), STOP_GRACE_MS).unref();
  await app.close();
  await db.close();
  process.exit(0);
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

const address = await app.listen({ port, host });
console.log(
  `Casino platform listening on ${address}${config.devEndpoints ? ` (dev endpoints on for this machine: mailbox at ${address}/dev/mailbox)` : ''}`,
);
