import { addNamespace } from '@casino/sdk/i18n';
import { useEffect } from 'react';
import { WIDGETS_NAMESPACE } from '../i18n/namespace';
import { useCasinoContext } from '../provider/useCasinoContext';
import { useNamespacesT, type WidgetTranslation } from '../provider/useT';
import { LOYALTY_NAMESPACE, loadLoyaltyMessages } from './i18n/loadLoyaltyMessages';

const LOYALTY_NAMESPACES: readonly string[] = [LOYALTY_NAMESPACE, WIDGETS_NAMESPACE];

/**
 * Internal: the loyalty widgets' translations: their own `loyalty` namespace, loaded the first time a loyalty widget
 * shows, then the shared `widgets` texts. `ready` once both have loaded.
 */
export function useLoyaltyT(): WidgetTranslation {
  const { i18n } = useCasinoContext('useLoyaltyT');
  useEffect(() => {
    addNamespace(i18n, LOYALTY_NAMESPACE, loadLoyaltyMessages).catch((error: unknown) => {
      console.error('casino: the loyalty widget texts could not be loaded', error);
    });
  }, [i18n]);
  return useNamespacesT(LOYALTY_NAMESPACES);
}
