import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The lock file inside a PGlite folder. */
export const LOCK_FILE = 'casino.lock';

/** What a lock file says about the process holding the folder. */
export interface LockHolder {
  pid: number;
  /** When the holding process started (ISO 8601). */
  started_at: string;
  /** The holder's command line, to tell a casino server from a seed script. */
  command: string;
}

/** A PGlite folder this process holds; {@link DataDirLock.release} gives it up. */
export interface DataDirLock {
  /** The lock file. */
  path: string;
  /** Removes the lock file if it is still this process's; calling it again does nothing. */
  release(): void;
}

/** Lock files this process holds: a lock naming this pid that is not one of them is a past run's (same pid). */
const held = new Set<string>();

/** Tries to take over a stale lock this many times before giving up on a folder others keep taking. */
const ATTEMPTS = 5;

function thisProcess(): LockHolder {
  return {
    pid: process.pid,
    started_at: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    command: process.argv.slice(1).join(' '),
  };
}

function isErrno(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException).code === code;
}

/** Creates the lock file only if there is none (`wx`): of two processes racing, exactly one succeeds. */
function create(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(thisProcess()));
  } finally {
    closeSync(fd);
  }
  return true;
}

/** The holder a lock file names; `null` when the file is gone, `'unreadable'` when it names no process. */
function readHolder(path: string): LockHolder | null | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isSafeInteger(holder.pid) || typeof holder.started_at !== 'string') return 'unreadable';
    return { pid: holder.pid as number, started_at: holder.started_at, command: String(holder.command ?? '') };
  } catch {
    return 'unreadable';
  }
}

/** Whether the process a lock names still runs (`EPERM`: it runs under another user). */
function isRunning(holder: LockHolder, path: string): boolean {
  if (holder.pid === process.pid) return held.has(path);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return isErrno(error, 'EPERM');
  }
}

function sameHolder(a: LockHolder | null | 'unreadable', b: LockHolder): boolean {
  return a !== null && a !== 'unreadable' && a.pid === b.pid && a.started_at === b.started_at;
}

/**
 * Removes the stale lock of `dead`. It is moved aside first (an atomic rename) and deleted only if it is still that
 * lock: a process that took the folder over in between gets its lock put back.
 */
function removeStale(path: string, dead: LockHolder): void {
  const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return;
    throw error;
  }
  if (!sameHolder(readHolder(aside), dead)) {
    try {
      linkSync(aside, path);
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
    }
  }
  unlinkSync(aside);
}

function inUse(dataDir: string, path: string, holder: LockHolder): Error {
  const who = holder.pid === process.pid ? 'this process' : `process ${holder.pid}`;
  return new Error(
    `The database folder ${dataDir} is in use by ${who} (${holder.command || 'unknown command'}, started ${holder.started_at}). ` +
      "PGlite is one process's database: two processes writing it corrupt it. Stop that process first, or give this one " +
      `another folder with DATA_DIR (or a PostgreSQL server with DATABASE_URL). If process ${holder.pid} is not using ` +
      `this folder, delete ${path}.`,
  );
}

/**
 * Takes a PGlite folder for this process by creating its lock file, or throws an error naming the process that holds
 * it (pid, command, start time). The lock of a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (create(path)) {
      held.add(path);
      return { path, release: () => release(path) };
    }
    const holder = readHolder(path);
    if (holder === 'unreadable') {
      throw new Error(
        `The database folder ${dataDir} is locked by ${path}, which names no process (one may be starting right now). ` +
          `If no casino server or script is using this folder, delete ${path}.`,
      );
    }
    if (holder !== null) {
      if (isRunning(holder, path)) throw inUse(dataDir, path, holder);
      removeStale(path, holder);
    }
  }
  throw new Error(`Could not lock ${dataDir}: other processes keep taking ${path}; start one process at a time.`);
}

function release(path: string): void {
  if (!held.delete(path)) return;
  const holder = readHolder(path);
  if (holder !== null && holder !== 'unreadable' && holder.pid === process.pid) unlinkSync(path);
}
