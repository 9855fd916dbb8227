import type { Casino } from '@casino/sdk';
import type { createI18n } from '@casino/sdk/i18n';
import { createContext } from 'react';
import type { TranslationStore } from './translationStore';

/** The i18next instance the widgets translate with. */
export type CasinoI18n = ReturnType<typeof createI18n>;

/** How far `casino.start()` has come. */
export type CasinoStartStatus =
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'error'; error: unknown; retry: () => void };

/** What {@link CasinoProvider} shares with the widgets below it. */
export interface CasinoContextValue {
  casino: Casino;
  i18n: CasinoI18n;
  translations: TranslationStore;
  start: CasinoStartStatus;
}

/** Internal: read it through the hooks, which say how to fix a missing provider. */
export const CasinoContext = createContext<CasinoContextValue | null>(null);
