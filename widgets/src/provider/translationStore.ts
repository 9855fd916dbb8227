import { WIDGETS_NAMESPACE } from '../i18n/namespace';
import type { CasinoI18n } from './context';

/** A snapshot of an i18n instance for `useSyncExternalStore`: it changes on every language change or loaded bundle. */
export interface TranslationStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): string;
}

const stores = new WeakMap<CasinoI18n, TranslationStore>();

function createTranslationStore(i18n: CasinoI18n): TranslationStore {
  let revision = 0;
  const listeners = new Set<() => void>();
  const bump = () => {
    revision += 1;
    for (const listener of listeners) listener();
  };
  i18n.on('languageChanged', bump);
  i18n.on('loaded', bump);
  i18n.on('initialized', bump);
  i18n.store.on('added', bump);
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () =>
      `${revision}|${i18n.language}|${i18n.isInitialized && i18n.hasLoadedNamespace(WIDGETS_NAMESPACE)}`,
  };
}

/** The one store of an i18n instance, shared by every provider that uses it; it watches `languageChanged`, `loaded`, `initialized` and added bundles. */
export function translationStoreOf(i18n: CasinoI18n): TranslationStore {
  let store = stores.get(i18n);
  if (!store) {
    store = createTranslationStore(i18n);
    stores.set(i18n, store);
  }
  return store;
}
