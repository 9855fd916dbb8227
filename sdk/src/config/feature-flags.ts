import { type ReadonlySignal, signal } from '@preact/signals-core';
import { readStored, type StorageLike, writeStored } from '../storage';

/** Local-storage key of this browser's feature-flag overrides (the `/ffc` page writes them). */
export const FEATURE_FLAG_STORAGE_KEY = 'casino.ffc';

/**
 * A feature flag the site reads: `promotion-pages.{page}` (manage-promotion-pages), `pages-config.{slug}` (the pages
 * config), `betting-config.betting_check` and `survey-config.is_enable_widget`.
 */
export type FeatureFlagId = string;

/** This browser's overrides of feature flags: flag → value, kept in local storage. */
export interface FeatureFlagOverrides {
  /** The overrides, by flag. */
  readonly values: ReadonlySignal<Readonly<Record<FeatureFlagId, boolean>>>;
  /** Sets a flag's override for this browser, or removes it (`null`: the server's value again). */
  set(flag: FeatureFlagId, value: boolean | null): void;
  /** Removes every override. */
  clear(): void;
}

function parseOverrides(text: string | null): Record<FeatureFlagId, boolean> {
  if (text === null) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return {};
  }
}

/** The overrides kept in `storage` (none without a storage: then they last for this page only). */
export function createFeatureFlagOverrides(storage: StorageLike | null): FeatureFlagOverrides {
  const values = signal(parseOverrides(readStored(storage, FEATURE_FLAG_STORAGE_KEY)));
  const write = (next: Record<FeatureFlagId, boolean>) => {
    values.value = next;
    writeStored(storage, FEATURE_FLAG_STORAGE_KEY, JSON.stringify(next));
  };
  return {
    values,
    set(flag, value) {
      const { [flag]: _removed, ...rest } = values.peek();
      write(value === null ? rest : { ...rest, [flag]: value });
    },
    clear: () => write({}),
  };
}
