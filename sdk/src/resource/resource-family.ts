import type { CasinoEmitter, CasinoEvents } from '../events';
import { createResource, type Resource } from './resource';

/**
 * Resources of one kind, one per key (a category's first games, a game by identifier): `get` answers the same
 * {@link Resource} for the same key, so widgets showing one key share its loads and its answer.
 */
export interface ResourceFamily<K, T> {
  /** The resource of `key`, made on first use; the least recently used beyond the family's size are forgotten. */
  get(key: K): Resource<T>;
}

/** Options of {@link createResourceFamily}. */
export interface ResourceFamilyOptions<K, T> {
  /** Loads the value of a key; a rejection becomes that resource's `error`. */
  load: (key: K) => Promise<T>;
  /** The value of a key before its first answer and after sign-out. */
  initial: T;
  /** The identity of a key. Defaults to `JSON.stringify`. */
  keyOf?: (key: K) => string;
  /** How many keys are kept. Defaults to 32. */
  size?: number;
  /** The casino's event bus, for `reloadOn` and sign-out clearing. Defaults to none (no events). */
  events?: CasinoEmitter;
  /** Events after which every resource in use (not `idle`) loads again. Defaults to `[]`. */
  reloadOn?: readonly (keyof CasinoEvents)[];
  /** Whether `logout` clears every resource (state of the player). Defaults to `true`. */
  clearOnSignOut?: boolean;
}

/** Creates a family of resources; the events are followed once for the family, not once per key. */
export function createResourceFamily<K, T>(options: ResourceFamilyOptions<K, T>): ResourceFamily<K, T> {
  const { load, initial, events } = options;
  const keyOf = options.keyOf ?? ((key: K) => JSON.stringify(key));
  const size = options.size ?? 32;
  /** The resources by key, least recently used first (a `Map` keeps insertion order). */
  const members = new Map<string, Resource<T>>();

  if (events) {
    for (const name of options.reloadOn ?? []) {
      events.on(name, () => {
        for (const member of members.values()) if (member.status.peek() !== 'idle') void member.reload();
      });
    }
    if (options.clearOnSignOut ?? true) {
      events.on('logout', () => {
        for (const member of members.values()) member.clear();
      });
    }
  }

  return {
    get(key) {
      const id = keyOf(key);
      const known = members.get(id);
      if (known) {
        members.delete(id);
        members.set(id, known);
        return known;
      }
      const member = createResource<T>({ load: () => load(key), initial });
      members.set(id, member);
      for (const forgotten of members.keys()) {
        if (members.size <= size) break;
        members.delete(forgotten);
      }
      return member;
    },
  };
}
