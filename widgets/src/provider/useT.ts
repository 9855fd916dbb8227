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

const WIDGETS_ONLY: readonly string[] = [WIDGETS_NAMESPACE];

/** Translates through the provider's i18n instance and re-renders on a language change or newly loaded strings. */
export function useT(): WidgetTranslation {
  return useNamespacesT(WIDGETS_ONLY);
}

/**
 * Internal: like {@link useT}, looking keys up in `namespaces` in order (a widget's own namespace, then `widgets`);
 * `ready` once all of them have loaded. Pass a constant array.
 */
export function useNamespacesT(namespaces: readonly string[]): WidgetTranslation {
  const { i18n, translations } = useCasinoContext('useT');
  const snapshot = useSyncExternalStore(translations.subscribe, translations.getSnapshot, translations.getSnapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot moves whenever the i18n instance's language or strings change
  return useMemo(() => {
    const fixed = i18n.getFixedT(null, [...namespaces]);
    return {
      t: (key: string, options?: Record<string, unknown>) => String(fixed(key, options)),
      language: i18n.language,
      ready: i18n.isInitialized && namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace)),
    };
  }, [i18n, snapshot, namespaces]);
}
