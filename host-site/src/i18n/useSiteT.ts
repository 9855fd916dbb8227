import { useContext, useMemo, useSyncExternalStore } from 'react';
import { SiteI18nContext, type SiteI18nValue } from './context';
import { SITE_NAMESPACE } from './namespace';

/** Translations of the `site` namespace in the current language. */
export interface SiteTranslation {
  /** Translates a key of the `site` namespace (or, prefixed `widgets:` / `sdk:`, a shared one), with i18next interpolation options. */
  t: (key: string, options?: Record<string, unknown>) => string;
  /** The language the strings are in. */
  language: string;
  /** Whether the `site` strings of that language have loaded. */
  ready: boolean;
}

/** Internal: the site's i18n value, or an error saying how to provide it. */
export function useSiteI18n(hook: string): SiteI18nValue {
  const value = useContext(SiteI18nContext);
  if (!value) {
    throw new Error(`${hook}() was called outside <SiteI18nProvider>. Render the site's pages inside <CasinoSite>.`);
  }
  return value;
}

/** Translates through the site's i18n instance; re-renders on a language change or newly loaded strings. */
export function useSiteT(): SiteTranslation {
  const { i18n, subscribe, getRevision } = useSiteI18n('useSiteT');
  const revision = useSyncExternalStore(subscribe, getRevision, getRevision);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the revision moves whenever the language or the loaded strings change
  return useMemo(() => {
    const fixed = i18n.getFixedT(null, SITE_NAMESPACE);
    return {
      t: (key: string, options?: Record<string, unknown>) => String(fixed(key, options)),
      language: i18n.language,
      ready: i18n.isInitialized && i18n.hasLoadedNamespace(SITE_NAMESPACE),
    };
  }, [i18n, revision]);
}
