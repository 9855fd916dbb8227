import { addNamespace } from '@casino/sdk/i18n';
import { useEffect } from 'react';
import { WIDGETS_NAMESPACE } from '../i18n/namespace';
import { useCasinoContext } from '../provider/useCasinoContext';
import { useNamespacesT, type WidgetTranslation } from '../provider/useT';
import { BONUSES_NAMESPACE, loadBonusesMessages } from './i18n/loadBonusesMessages';

const BONUSES_NAMESPACES: readonly string[] = [BONUSES_NAMESPACE, WIDGETS_NAMESPACE];

/**
 * Internal: the bonus widgets' translations: their own `bonuses` namespace, loaded the first time a bonus widget
 * shows, then the shared `widgets` texts. `ready` once both have loaded.
 */
export function useBonusesT(): WidgetTranslation {
  const { i18n } = useCasinoContext('useBonusesT');
  useEffect(() => {
    addNamespace(i18n, BONUSES_NAMESPACE, loadBonusesMessages).catch((error: unknown) => {
      console.error('casino: the bonus widget texts could not be loaded', error);
    });
  }, [i18n]);
  return useNamespacesT(BONUSES_NAMESPACES);
}
