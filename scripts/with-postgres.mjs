// Runs a command against a throwaway PostgreSQL 15: `node scripts/with-postgres.mjs <command> [args...]`.
// Makes a cluster in a temp folder (initdb as the `postgres` user when run as root), starts it on a free port of
// 127.0.0.1 with fsync off, creates a database, runs the command with DATABASE_URL set, then stops the server and
// removes the folder whatever happened, and exits with the command's code. PG_OPTIONS adds server options, e.g.
// `-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all` to profile a bench.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

const DATABASE = 'casino_test';
const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]   e.g. npx vitest run --project server');
  process.exit(2);
}

/** Folder of the PostgreSQL binaries: the Debian 15 folder, else wherever `pg_ctl` is on PATH. */
function binDir() {
  const debian = '/usr/lib/postgresql/15/bin';
  if (existsSync(join(debian, 'pg_ctl'))) return debian;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, 'pg_ctl');
    if (dir && existsSync(candidate)) return dirname(realpathSync(candidate));
  }
  throw new Error(
    'PostgreSQL binaries not found: install postgresql-15 (pg_ctl, initdb, createdb) or put them on PATH',
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const bin = binDir();
const asRoot = process.getuid?.() === 0;
/** Runs a PostgreSQL binary, as the `postgres` user when we are root (initdb and postgres refuse to run as root). */
function pg(tool, args) {
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
    : [join(bin, tool), args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${tool} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
  }
}

const root = mkdtempSync(join(tmpdir(), 'casino-pg-'));
const data = join(root, 'data');
let started = false;

function cleanUp() {
  if (started) {
    try {
      pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
    started = false;
  }
  rmSync(root, { recursive: true, force: true });
}

let exitCode = 1;
try {
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(root, uid, gid);
  }
  pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C']);
  const port = await freePort();
  pg('pg_ctl', [
    '-w',
    '-D',
    data,
    '-l',
    join(root, 'server.log'),
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off ${process.env.PG_OPTIONS ?? ''}`,
    'start',
  ]);
  started = true;
  pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', DATABASE]);
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/${DATABASE}`;
  console.log(`PostgreSQL 15 at ${databaseUrl} (${bin})`);

  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  exitCode = await new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`could not run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
  process.off('SIGINT', forward);
  process.off('SIGTERM', forward);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  cleanUp();
}
process.exit(exitCode);
