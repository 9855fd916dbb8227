import type { CasinoI18n } from './context';

/** A revision counter over an i18n instance, for `useSyncExternalStore`: it moves on every language change or loaded bundle. */
export interface TranslationStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): number;
}

/** Watches `languageChanged`, `loaded`, `initialized` and added resource bundles (server overrides) of an i18n instance. */
export function createTranslationStore(i18n: CasinoI18n): TranslationStore {
  let revision = 0;
  const listeners = new Set<() => void>();
  const bump = () => {
    revision += 1;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      if (listeners.size === 0) {
        i18n.on('languageChanged', bump);
        i18n.on('loaded', bump);
        i18n.on('initialized', bump);
        i18n.store.on('added', bump);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          i18n.off('languageChanged', bump);
          i18n.off('loaded', bump);
          i18n.off('initialized', bump);
          i18n.store.off('added', bump);
        }
      };
    },
    getSnapshot: () => revision,
  };
}
