/** The part of Web Storage the SDK uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Local and session storage of one casino; null where the environment has none (Node, blocked cookies). */
export interface CasinoStorage {
  /** Survives reloads and tabs. Defaults to `window.localStorage` when reachable, else null. */
  readonly local: StorageLike | null;
  /** Lives as long as the tab. Defaults to `window.sessionStorage` when reachable, else null. */
  readonly session: StorageLike | null;
}

function browserStorage(name: 'localStorage' | 'sessionStorage'): StorageLike | null {
  // Reading the property throws in sandboxed iframes and when the browser blocks storage.
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}

/** Resolves the storages: injected ones first, then the browser's, else null. Touches `window` only when called. */
export function resolveStorage(injected: { local?: StorageLike; session?: StorageLike } = {}): CasinoStorage {
  return {
    local: injected.local ?? browserStorage('localStorage'),
    session: injected.session ?? browserStorage('sessionStorage'),
  };
}

/** Reads a key; null when there is no storage or reading fails. */
export function readStored(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key when there is a storage; a full or blocked storage is skipped, the value then lives for this page only. */
export function writeStored(storage: StorageLike | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: keeping the value in memory is the best we can do.
  }
}
