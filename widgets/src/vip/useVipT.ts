import { addNamespace } from '@casino/sdk/i18n';
import { useEffect } from 'react';
import { WIDGETS_NAMESPACE } from '../i18n/namespace';
import { useCasinoContext } from '../provider/useCasinoContext';
import { useNamespacesT, type WidgetTranslation } from '../provider/useT';
import { loadVipMessages, VIP_NAMESPACE } from './i18n/loadVipMessages';

const VIP_NAMESPACES: readonly string[] = [VIP_NAMESPACE, WIDGETS_NAMESPACE];

/**
 * Internal: the VIP widgets' translations: their own `vip` namespace, loaded the first time a VIP widget shows, then
 * the shared `widgets` texts. `ready` once both have loaded.
 */
export function useVipT(): WidgetTranslation {
  const { i18n } = useCasinoContext('useVipT');
  useEffect(() => {
    addNamespace(i18n, VIP_NAMESPACE, loadVipMessages).catch((error: unknown) => {
      console.error('casino: the VIP widget texts could not be loaded', error);
    });
  }, [i18n]);
  return useNamespacesT(VIP_NAMESPACES);
}
