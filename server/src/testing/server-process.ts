import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from '../config';

/** The reference server run as a child process (`server/src/main.ts`), which a test may SIGKILL and start again. */
export interface ServerProcess {
  /** `http://127.0.0.1:{port}`. */
  readonly origin: string;
  /** Starts it (migrating and seeding a new database) and resolves once it listens. */
  start(): Promise<void>;
  /** Kills it with SIGKILL (no shutdown of any kind) and resolves once it is gone. */
  kill(): Promise<void>;
  /** Stops it with SIGTERM (a clean shutdown). */
  stop(): Promise<void>;
  /** The last lines it wrote to stdout and stderr, for a failure report. */
  tail(): string;
  /** Whether it is running (started and not exited). */
  running(): boolean;
  /** Times it exited without being killed or stopped: a crash. */
  readonly crashes: number;
}

/** How long a start may take before it counts as failed. Defaults to 60 s. */
const START_TIMEOUT_MS = 60_000;
const TAIL_LINES = 60;

/** A {@link ServerProcess} on `databaseUrl` listening on 127.0.0.1:`port`, with `env` added to the environment. */
export function serverProcess(databaseUrl: string, port: number, env: Record<string, string> = {}): ServerProcess {
  let child: ChildProcess | null = null;
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > TAIL_LINES) lines.splice(0, lines.length - TAIL_LINES);
  };
  const exited = (process: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (process.exitCode !== null || process.signalCode !== null) resolve();
      else process.once('exit', () => resolve());
    });
  let crashes = 0;
  return {
    get crashes() {
      return crashes;
    },
    running: () => child !== null,
    origin: `http://127.0.0.1:${port}`,
    start() {
      if (child) return Promise.reject(new Error('the server process is already running: kill or stop it first'));
      const started = spawn(
        process.execPath,
        ['--import', 'tsx', '--conditions=source', join(REPO_ROOT, 'server', 'src', 'main.ts')],
        {
          cwd: REPO_ROOT,
          env: {
            ...process.env,
            LOG_LEVEL: 'warn',
            ...env,
            DATABASE_URL: databaseUrl,
            PORT: String(port),
            HOST: '127.0.0.1',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child = started;
      started.stderr?.on('data', keep);
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => fail(new Error(`the server did not listen within ${START_TIMEOUT_MS} ms`)),
          START_TIMEOUT_MS,
        );
        const fail = (error: Error) => {
          clearTimeout(timer);
          reject(new Error(`${error.message}\n${lines.join('\n')}`));
        };
        started.stdout?.on('data', (chunk: Buffer) => {
          keep(chunk);
          if (chunk.toString().includes('listening on')) {
            clearTimeout(timer);
            resolve();
          }
        });
        started.once('exit', (code, signal) => {
          if (child === started) {
            child = null;
            crashes++;
          }
          fail(new Error(`the server exited with ${code ?? signal} while starting`));
        });
      });
    },
    async kill() {
      const running = child;
      if (!running) return;
      child = null;
      running.kill('SIGKILL');
      await exited(running);
    },
    async stop() {
      const running = child;
      if (!running) return;
      child = null;
      running.kill('SIGTERM');
      await exited(running);
    },
    tail: () => lines.join('\n'),
  };
}

/** A TCP port of 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
