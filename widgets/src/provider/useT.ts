import { useMemo, useSyncExternalStore } from 'react';
import { WIDGETS_NAMESPACE } from '../i18n/namespace';
import { useCasinoContext } from './useCasinoContext';

/** Translations of the `widgets` namespace in the current language. */
export interface WidgetTranslation {
  /** Translates a key of the `widgets` namespace, with i18next interpolation options. */
  t: (key: string, options?: Record<string, unknown>) => string;
  /** The language the strings are in. */
  language: string;
  /** Whether the `widgets` strings of that language have loaded. */
  ready: boolean;
}

/** Translates through the provider's i18n instance and re-renders on a language change or newly loaded strings. */
export function useT(): WidgetTranslation {
  const { i18n, translations } = useCasinoContext('useT');
  const snapshot = useSyncExternalStore(translations.subscribe, translations.getSnapshot, translations.getSnapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot moves whenever the i18n instance's language or strings change
  return useMemo(() => {
    const fixed = i18n.getFixedT(null, WIDGETS_NAMESPACE);
    return {
      t: (key: string, options?: Record<string, unknown>) => String(fixed(key, options)),
      language: i18n.language,
      ready: i18n.isInitialized && i18n.hasLoadedNamespace(WIDGETS_NAMESPACE),
    };
  }, [i18n, snapshot]);
}
