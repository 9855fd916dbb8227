import type { CasinoI18n } from '@casino/widgets';
import type { SiteI18nValue } from './context';

const EVENTS = ['languageChanged', 'loaded', 'initialized'] as const;

/** Counts the changes of an i18n instance (language, loaded namespaces, added bundles such as server overrides). */
export function watchRevision(i18n: CasinoI18n): SiteI18nValue {
  let revision = 0;
  const listeners = new Set<() => void>();
  const bump = () => {
    revision += 1;
    for (const listener of listeners) listener();
  };
  return {
    i18n,
    subscribe(listener) {
      if (listeners.size === 0) {
        for (const event of EVENTS) i18n.on(event, bump);
        i18n.store.on('added', bump);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        for (const event of EVENTS) i18n.off(event, bump);
        i18n.store.off('added', bump);
      };
    },
    getRevision: () => revision,
  };
}
