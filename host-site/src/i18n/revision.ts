import type { CasinoI18n } from '@casino/widgets';
import type { SiteI18nValue } from './context';
import { SITE_NAMESPACE } from './namespace';

const EVENTS = ['languageChanged', 'loaded', 'initialized'] as const;

/**
 * Counts the changes of an i18n instance (language, loaded namespaces, added bundles such as server overrides). It
 * listens from the start, not from the first subscriber, so strings that load before a component subscribes still
 * move the revision; the snapshot also carries the language and whether the `site` strings are in.
 */
export function watchRevision(i18n: CasinoI18n): SiteI18nValue {
  let revision = 0;
  const listeners = new Set<() => void>();
  const bump = () => {
    revision += 1;
    for (const listener of listeners) listener();
  };
  for (const event of EVENTS) i18n.on(event, bump);
  i18n.store.on('added', bump);
  return {
    i18n,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getRevision: () => `${revision}|${i18n.language}|${i18n.hasLoadedNamespace(SITE_NAMESPACE)}`,
  };
}
