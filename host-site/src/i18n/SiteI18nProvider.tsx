import type { CasinoI18n } from '@casino/widgets';
import { type ReactNode, useEffect, useMemo } from 'react';
import { SiteI18nContext } from './context';
import { SITE_NAMESPACE } from './namespace';
import { watchRevision } from './revision';

/** Props of {@link SiteI18nProvider}. */
export interface SiteI18nProviderProps {
  /** The i18n instance shared with `<CasinoProvider i18n>`; it loads the `site` namespace. Required. */
  i18n: CasinoI18n;
  children?: ReactNode;
}

/** Shares the site's i18n instance with `useSiteT` and keeps `<html lang>` on the current language. */
export function SiteI18nProvider({ i18n, children }: SiteI18nProviderProps) {
  const value = useMemo(() => watchRevision(i18n), [i18n]);
  useEffect(() => {
    void i18n.loadNamespaces(SITE_NAMESPACE);
    const setLang = (language: string) => {
      document.documentElement.lang = language;
    };
    if (i18n.language) setLang(i18n.language);
    i18n.on('languageChanged', setLang);
    return () => i18n.off('languageChanged', setLang);
  }, [i18n]);
  return <SiteI18nContext value={value}>{children}</SiteI18nContext>;
}
