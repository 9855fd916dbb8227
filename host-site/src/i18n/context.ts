import type { CasinoI18n } from '@casino/widgets';
import { createContext } from 'react';

/** What `SiteI18nProvider` shares: the i18n instance and a revision that moves on every language change or loaded bundle. */
export interface SiteI18nValue {
  i18n: CasinoI18n;
  subscribe(listener: () => void): () => void;
  getRevision(): string;
}

/** Internal: read it through `useSiteT`. */
export const SiteI18nContext = createContext<SiteI18nValue | null>(null);
