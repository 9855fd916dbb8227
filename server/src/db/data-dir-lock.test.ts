import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCK_FILE, type LockHolder, lockDataDir } from './data-dir-lock';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'casino-lock-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const lockPath = () => join(folder, LOCK_FILE);
const holderOf = () => JSON.parse(readFileSync(lockPath(), 'utf8')) as LockHolder;
const writeLock = (holder: LockHolder) => writeFileSync(lockPath(), JSON.stringify(holder));

/** A node process that waits until it is killed. */
async function runningProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30); console.log("up")']);
  await once(child.stdout, 'data');
  return child as ChildProcess & { pid: number };
}

/** The pid of a node process that has exited. */
async function exitedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  if (child.pid === undefined) throw new Error('the short-lived node process did not start');
  return child.pid;
}

describe('lockDataDir', () => {
  it('refuses a folder another running process holds, saying which process and since when', async () => {
    const other = await runningProcess();
    try {
      const holder = { pid: other.pid, started_at: '2026-03-02T12:00:00.000Z', command: 'server/src/main.ts' };
      writeLock(holder);
      expect(() => lockDataDir(folder)).toThrow(
        `in use by process ${other.pid} (server/src/main.ts, started 2026-03-02T12:00:00.000Z)`,
      );
      expect(() => lockDataDir(folder)).toThrow(
        /Stop that process first, or give this one another folder with DATA_DIR/,
      );
      expect(holderOf()).toEqual(holder);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that has died, and removes its own on release', async () => {
    writeLock({ pid: await exitedPid(), started_at: '2026-03-02T12:00:00.000Z', command: 'server/src/main.ts' });
    const lock = lockDataDir(folder);
    expect(holderOf()).toMatchObject({ pid: process.pid, command: expect.stringContaining('vitest') });
    expect(new Date(holderOf().started_at).getTime()).toBeLessThanOrEqual(Date.now());
    expect(() => lockDataDir(folder)).toThrow(`in use by this process (`);
    lock.release();
    expect(existsSync(lockPath())).toBe(false);
    lock.release();
    lockDataDir(folder).release();
  });

  it("takes over a past run's lock naming this pid (a restarted container gets the same pid)", () => {
    writeLock({ pid: process.pid, started_at: '2026-03-02T12:00:00.000Z', command: 'server/src/main.ts' });
    const lock = lockDataDir(folder);
    expect(holderOf().started_at).not.toBe('2026-03-02T12:00:00.000Z');
    lock.release();
  });

  it('refuses a lock file that names no process, saying which file to delete', () => {
    writeFileSync(lockPath(), '');
    expect(() => lockDataDir(folder)).toThrow(
      `If no casino server or script is using this folder, delete ${lockPath()}`,
    );
  });
});
