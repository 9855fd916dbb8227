import type { Database } from '../../db/database';

/** The channel the catalogue tables announce their changes on, with the schema's name (migration 0018). */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';

interface Entry<T> {
  /** When the value was asked for, in ms since the epoch (the app's clock). */
  at: number;
  value: Promise<T>;
}

/**
 * Values computed from the catalogue alone (never from a player's data), kept by key until the catalogue changes
 * ({@link watchCatalogue} calls `clear`), at most `maxEntries` of them (the least recently used go first). A value
 * being computed is shared by every request that asks for it meanwhile; a failed one is not kept.
 */
export class CatalogueCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly maxEntries: number) {}

  /**
   * The value of `key`: the kept one when there is one asked for at most `maxAgeMs` before `now` (and not after it),
   * else `load()`'s, kept from now on.
   */
  remember(key: string, load: () => Promise<T>, now: Date, maxAgeMs = Number.POSITIVE_INFINITY): Promise<T> {
    const at = now.getTime();
    const kept = this.entries.get(key);
    this.entries.delete(key);
    if (kept && at >= kept.at && at - kept.at < maxAgeMs) {
      this.entries.set(key, kept);
      return kept.value;
    }
    const entry = { at, value: load() };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return entry.value;
  }

  /** Forgets every value: the catalogue changed. Values being computed still answer the requests that wait on them. */
  clear(): void {
    this.entries.clear();
  }

  /** Number of values kept. */
  get size(): number {
    return this.entries.size;
  }
}

/**
 * Calls `onChange` after every committed change to the catalogue tables of `db`'s schema, and after the listening
 * connection was lost and is back (changes in between went unannounced). Returns the function that stops watching.
 */
export async function watchCatalogue(db: Database, onChange: () => void): Promise<() => Promise<void>> {
  const [row] = await db.query<{ schema: string }>('select current_schema() as schema');
  const schema = row?.schema ?? '';
  return db.listen(
    CATALOGUE_CHANGED_CHANNEL,
    (payload) => {
      if (payload === schema) onChange();
    },
    onChange,
  );
}
