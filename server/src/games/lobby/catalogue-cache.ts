import type { Database } from '../../db/database';

/** The channel the catalogue tables announce their changes on, with the schema's name (migration 0018). */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';

interface Entry<T> {
  /** When the value was asked for, in ms since the epoch (the app's clock). */
  at: number;
  value: Promise<T>;
  /** Whether the value is loaded. */
  loaded: boolean;
  /** What the value weighs against the capacity; 0 until it is loaded. */
  weight: number;
  /** Whether a newer value is being loaded to replace this one. */
  refreshing: boolean;
}

/**
 * Values computed from the catalogue alone (never from a player's data), kept by key until the catalogue changes
 * ({@link watchCatalogue} calls `clear`), the least recently used going first once the loaded values weigh more than
 * `capacity`. Each value weighs 1 (the capacity is a number of entries) unless `weigh` says otherwise (bytes, say).
 * A value being computed is shared by every request that asks for it meanwhile; a failed one is not kept.
 */
export class CatalogueCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private weight = 0;

  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: T) => number = () => 1,
  ) {}

  /**
   * The value of `key`: the kept one when there is one asked for at most `maxAgeMs` before `now` (and not after it),
   * else `load()`'s, kept from now on. A kept value at least `refreshAfterMs` old is still answered, and `load()`
   * starts meanwhile to replace it, so that requests rarely wait for a value that expires.
   */
  remember(
    key: string,
    load: () => Promise<T>,
    now: Date,
    maxAgeMs = Number.POSITIVE_INFINITY,
    refreshAfterMs = maxAgeMs,
  ): Promise<T> {
    const at = now.getTime();
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      if (at >= kept.at && at - kept.at < maxAgeMs) {
        this.entries.set(key, kept);
        if (kept.loaded && !kept.refreshing && at - kept.at >= refreshAfterMs) this.refresh(key, kept, load, at);
        return kept.value;
      }
      this.weight -= kept.weight;
    }
    const entry: Entry<T> = { at, value: load(), loaded: false, weight: 0, refreshing: false };
    this.entries.set(key, entry);
    entry.value.then(
      (value) => {
        if (this.entries.get(key) !== entry) return;
        this.settle(entry, value);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value;
  }

  /** Loads a newer value of `key` and puts it in `kept`'s place once loaded, unless `kept` is gone meanwhile. */
  private refresh(key: string, kept: Entry<T>, load: () => Promise<T>, at: number): void {
    kept.refreshing = true;
    const value = load();
    value.then(
      (loaded) => {
        if (this.entries.get(key) !== kept) return;
        this.weight -= kept.weight;
        const entry: Entry<T> = { at, value, loaded: false, weight: 0, refreshing: false };
        this.entries.set(key, entry);
        this.settle(entry, loaded);
      },
      () => {
        kept.refreshing = false;
      },
    );
  }

  /** Weighs a loaded value and makes room for it. */
  private settle(entry: Entry<T>, value: T): void {
    entry.loaded = true;
    entry.weight = this.weigh(value);
    this.weight += entry.weight;
    this.evict();
  }

  /** Forgets every value: the catalogue changed. Values being computed still answer the requests that wait on them. */
  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  /** Number of values kept, loaded or being loaded. */
  get size(): number {
    return this.entries.size;
  }

  /** What the loaded values weigh together. */
  get weighs(): number {
    return this.weight;
  }

  /** Drops the least recently used values until the rest weigh at most the capacity. */
  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.weight <= this.capacity) break;
      this.entries.delete(key);
      this.weight -= entry.weight;
    }
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
