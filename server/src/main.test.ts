import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RealRoundAnswer } from '@casino/sdk/contract';
import { SESSION_COOKIE } from './auth/sessions';
import { REPO_ROOT } from './config';
import { LOCK_FILE } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';
import { CLEAN_LEDGER, checkLedger } from './testing/ledger-invariants';
import { openSeededPgliteFolder } from './testing/test-database';

/** `server/src/main.ts` run as `npm start` runs it, on its own PGlite folder and port. */
interface ServerProcess {
  child: ChildProcess;
  pid: number;
  origin: string;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

async function startServer(dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _, DEV_ENDPOINTS: __, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SITE_DIR: '/nonexistent/site',
      CDN_DIR: '/nonexistent/cdn',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  if (child.pid === undefined) throw new Error('the server process did not start');
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, pid: child.pid, origin: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Resolves once the server says it listens; rejects with its output if it exits first. */
async function listening(server: ServerProcess): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (server.output().includes('Casino platform listening on')) resolve();
    };
    server.child.stdout?.on('data', check);
    check();
    void server.exited.then((code) => reject(new Error(`the server exited with ${code}:\n${server.output()}`)));
  });
}

async function stop(server: ServerProcess, signal: NodeJS.Signals): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ user: { email, password: 'Password123' } }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (response.status !== 200 || !cookie) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

function playRound(origin: string, cookie: string, game: string, key: string): Promise<Response> {
  return fetch(`${origin}/api/player/games/rounds`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'idempotency-key': key,
      cookie,
    },
    body: JSON.stringify({ game, currency: 'USD', line_bet_cents: 1 }),
  });
}

/** Rounds the server answered with 201 before it was killed. */
interface AcknowledgedRound {
  key: string;
  roundId: number;
}

/**
 * Plays rounds on `loops` connections at once and kills the server with SIGKILL as soon as `killAfter` rounds are
 * acknowledged, while the other requests are still on their way; returns the acknowledged rounds.
 */
async function playUntilKilled(
  server: ServerProcess,
  cookie: string,
  game: string,
  { loops, killAfter }: { loops: number; killAfter: number },
): Promise<AcknowledgedRound[]> {
  const acknowledged: AcknowledgedRound[] = [];
  const refusals: string[] = [];
  const loop = async (loopIndex: number) => {
    for (let round = 0; ; round++) {
      const key = `crash-${loopIndex}-${round}`;
      let response: Response;
      let body: unknown;
      try {
        response = await playRound(server.origin, cookie, game, key);
        body = await response.json();
      } catch {
        return;
      }
      const id = response.status === 201 ? RealRoundAnswer.parse(body).round.id : null;
      if (id === null) refusals.push(`${key}: ${response.status} ${JSON.stringify(body)}`);
      else acknowledged.push({ key, roundId: id });
      if (acknowledged.length >= killAfter) server.child.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: loops }, (_, index) => loop(index)));
  expect(refusals).toEqual([]);
  return acknowledged;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'the server process on a PGlite folder (PGlite only: skipped when DATABASE_URL is set)',
  () => {
    let folder: string;
    let dataDir: string;
    let game: string;
    const running: ServerProcess[] = [];
    const start = async (dir: string) => {
      const server = await startServer(dir);
      running.push(server);
      return server;
    };

    beforeAll(async () => {
      folder = mkdtempSync(join(tmpdir(), 'casino-main-'));
      dataDir = join(folder, 'pglite');
      const db = await openSeededPgliteFolder(dataDir);
      try {
        const [row] = await db.query<{ identifier: string }>(
          `select g.identifier from games g
           where exists (select 1 from game_currency_ids c where c.game_id = g.id and c.currency = 'USD')
           order by g.id limit 1`,
        );
        if (!row) throw new Error('the seeded catalogue has no game in USD');
        game = row.identifier;
      } finally {
        await db.close();
      }
    });
    afterAll(async () => {
      for (const server of running) await stop(server, 'SIGKILL');
      rmSync(folder, { recursive: true, force: true });
    });

    it("refuses to start a second server on the folder in use, naming the first one's pid and start", async () => {
      const first = await start(dataDir);
      await listening(first);
      const second = await start(dataDir);
      const code = await Promise.race([
        second.exited,
        listening(second).then(
          () => 'listening',
          () => 'exited',
        ),
      ]);
      expect(code, second.output()).toBe(1);
      expect(second.output()).toMatch(
        new RegExp(`is in use by process ${first.pid} \\(.*server/src/main\\.ts, started \\d{4}-\\d\\d-\\d\\dT`),
      );
      expect((await fetch(`${first.origin}/api/info/project`)).status).toBe(200);
      // a client that opened a connection and never sent a request does not hold the stop (the headers timeout is 60 s)
      const silent = connect(Number(new URL(first.origin).port), '127.0.0.1');
      await once(silent, 'connect');
      const cut = once(silent, 'close');
      expect(await stop(first, 'SIGTERM')).toBe(0);
      await cut;
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    });

    it('keeps every acknowledged round after a SIGKILL in the middle of writes, with the ledger in balance', async () => {
      const killed = await start(dataDir);
      await listening(killed);
      const acknowledged = await playUntilKilled(killed, await signIn(killed.origin, 'usd@casino.test'), game, {
        loops: 4,
        killAfter: 40,
      });
      expect(await killed.exited).toBe(null);
      expect(killed.child.signalCode).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

      const restarted = await start(dataDir);
      await listening(restarted);
      const last = acknowledged[acknowledged.length - 1] as AcknowledgedRound;
      const replay = await playRound(
        restarted.origin,
        await signIn(restarted.origin, 'usd@casino.test'),
        game,
        last.key,
      );
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotency-replayed')).toBe('true');
      expect(RealRoundAnswer.parse(await replay.json()).round.id).toBe(last.roundId);
      expect(await stop(restarted, 'SIGTERM')).toBe(0);

      const db = await openDatabase({ dataDir });
      try {
        const stored = await db.query<{ id: number }>(
          `select r.id from game_rounds r join ledger_transactions t on t.id = r.bet_transaction_id
           where r.id = any($1::bigint[]) order by r.id`,
          [acknowledged.map((round) => round.roundId)],
        );
        expect(stored.map((row) => Number(row.id))).toEqual(
          acknowledged.map((round) => round.roundId).sort((a, b) => a - b),
        );
        expect(await checkLedger(db)).toEqual(CLEAN_LEDGER);
      } finally {
        await db.close();
      }
    });
  },
  60_000,
);
