import { addNamespace } from '@casino/sdk/i18n';
import { useEffect } from 'react';
import { WIDGETS_NAMESPACE } from '../i18n/namespace';
import { useCasinoContext } from '../provider/useCasinoContext';
import { useNamespacesT, type WidgetTranslation } from '../provider/useT';
import { CASHBOX_NAMESPACE, loadCashboxMessages } from './i18n/loadCashboxMessages';

const CASHBOX_NAMESPACES: readonly string[] = [CASHBOX_NAMESPACE, WIDGETS_NAMESPACE];

/**
 * Internal: the cashbox's translations: its own `cashbox` namespace, loaded the first time a cashbox shows, then the
 * shared `widgets` texts. `ready` once both have loaded.
 */
export function useCashboxT(): WidgetTranslation {
  const { i18n } = useCasinoContext('useCashboxT');
  useEffect(() => {
    addNamespace(i18n, CASHBOX_NAMESPACE, loadCashboxMessages).catch((error: unknown) => {
      console.error('casino: the cashbox texts could not be loaded', error);
    });
  }, [i18n]);
  return useNamespacesT(CASHBOX_NAMESPACES);
}
