import { FE_CONFIG_DEFAULTS, FE_CONFIG_SCHEMAS, type FeConfigName } from '@casino/sdk/contract';
import type * as z from 'zod/mini';
import type { Queryable } from '../db/database';
import { issuesToErrors } from '../http/contract';
import { HttpError } from '../http/http-error';
import { StoredBanners } from './stored-banner';

/** The names the store keeps a value of: every configuration but banners-config, which is made from `banners`. */
export type StoreKey = Exclude<FeConfigName, 'banners-config'> | 'banners';

/** The schema of each store key (the contract's, and the stored banners' for `banners`). */
export const STORE_SCHEMAS = {
  ...(Object.fromEntries(Object.entries(FE_CONFIG_SCHEMAS).filter(([name]) => name !== 'banners-config')) as {
    [Name in Exclude<FeConfigName, 'banners-config'>]: (typeof FE_CONFIG_SCHEMAS)[Name];
  }),
  banners: StoredBanners,
} as const;

/** The value of store key `Key`. */
export type StoreValue<Key extends StoreKey> = z.output<(typeof STORE_SCHEMAS)[Key]>;

/** What a key holds without a row: the contract's default, no banners for `banners`. */
export function storeDefault<Key extends StoreKey>(key: Key): StoreValue<Key> {
  return (
    key === 'banners' ? { banners: [] } : FE_CONFIG_DEFAULTS[key as Exclude<StoreKey, 'banners'>]
  ) as StoreValue<Key>;
}

/** Whether `name` is a key of the store. */
export function isStoreKey(name: string): name is StoreKey {
  return Object.hasOwn(STORE_SCHEMAS, name);
}

/** Reports a stored row that no longer follows its schema (the default is answered instead). */
export type BadRowReport = (key: StoreKey, issues: readonly z.core.$ZodIssue[]) => void;

/**
 * The value of `key`: its row parsed with its schema, or the default when there is no row or the row does not parse
 * (then `onBadRow` hears of it: an operator's broken row never breaks the site).
 */
export async function readConfig<Key extends StoreKey>(
  db: Queryable,
  key: Key,
  onBadRow: BadRowReport,
): Promise<StoreValue<Key>> {
  const [row] = await db.query<{ value: unknown }>('select value from fe_config where key = $1', [key]);
  if (!row) return storeDefault(key);
  const parsed = STORE_SCHEMAS[key].safeParse(row.value);
  if (parsed.success) return parsed.data as StoreValue<Key>;
  onBadRow(key, parsed.error.issues);
  return storeDefault(key);
}

/**
 * Writes `value` to `key` after parsing it with its schema; a value that does not parse is refused with a 422 naming
 * its fields, and nothing is written. Returns the value as stored.
 */
export async function writeConfig<Key extends StoreKey>(
  db: Queryable,
  key: Key,
  value: unknown,
  now: Date,
): Promise<StoreValue<Key>> {
  const parsed = STORE_SCHEMAS[key].safeParse(value);
  if (!parsed.success) throw new HttpError(422, issuesToErrors(parsed.error.issues, value));
  await db.query(
    `insert into fe_config (key, value, updated_at) values ($1, $2::text::jsonb, $3)
     on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    [key, JSON.stringify(parsed.data), now],
  );
  return parsed.data as StoreValue<Key>;
}

/** Removes `key`'s row: it answers its default again. */
export async function resetConfig(db: Queryable, key: StoreKey): Promise<void> {
  await db.query('delete from fe_config where key = $1', [key]);
}
