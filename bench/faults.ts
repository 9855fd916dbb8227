// Fault-injection run of the money core (docs/faults.md) on real PostgreSQL:
//   node scripts/with-postgres.mjs npm run faults -- --seed 7 --ops 1000000 [--minutes 40] [--players 96]
//     [--concurrency 32] [--fault-every 2500] [--check-every 20000] [--watchers 8] [--servers 2]
// Prints the seed first, progress every 10 s, then the report as JSON; exits 1 when an invariant broke.
import { parseArgs } from 'node:util';
import { runFaults } from '../server/src/testing/fault-run';
import { freePort } from '../server/src/testing/server-process';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    ops: { type: 'string', default: '2000' },
    minutes: { type: 'string', default: '60' },
    players: { type: 'string', default: '96' },
    concurrency: { type: 'string', default: '32' },
    'fault-every': { type: 'string', default: '2500' },
    'check-every': { type: 'string', default: '20000' },
    watchers: { type: 'string', default: '8' },
    servers: { type: 'string', default: '2' },
  },
});

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'DATABASE_URL is not set: run it as `node scripts/with-postgres.mjs npm run faults -- --seed N --ops N`',
  );
  process.exit(2);
}
const whole = (name: string, value: string | undefined) => {
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) {
    console.error(`--${name} "${value}" is not a whole number`);
    process.exit(2);
  }
  return number;
};
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : whole('seed', values.seed);
console.log(`fault run: seed ${seed}`);
const report = await runFaults({
  databaseUrl,
  seed,
  ops: whole('ops', values.ops),
  maxMs: whole('minutes', values.minutes) * 60_000,
  players: whole('players', values.players),
  concurrency: whole('concurrency', values.concurrency),
  faultEvery: whole('fault-every', values['fault-every']),
  checkEvery: whole('check-every', values['check-every']),
  watchers: whole('watchers', values.watchers),
  ports: await Promise.all(Array.from({ length: Math.max(1, whole('servers', values.servers)) }, () => freePort())),
  log: (line) => console.log(`[${new Date().toISOString()}] ${line}`),
});
console.log(JSON.stringify(report, null, 2));
if (report.breaksTotal > 0) {
  console.log(`${report.breaksTotal} invariant break(s). Replay: ${report.replay}`);
  process.exit(1);
}
console.log(
  `${report.ops} ops at ${report.opsPerSecond} ops/s, ${report.checks} invariant checks, no break (seed ${seed})`,
);
