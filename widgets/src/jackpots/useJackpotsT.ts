import { addNamespace } from '@casino/sdk/i18n';
import { useEffect } from 'react';
import { WIDGETS_NAMESPACE } from '../i18n/namespace';
import { useCasinoContext } from '../provider/useCasinoContext';
import { useNamespacesT, type WidgetTranslation } from '../provider/useT';
import { JACKPOTS_NAMESPACE, loadJackpotMessages } from './i18n/loadJackpotMessages';

const JACKPOT_NAMESPACES: readonly string[] = [JACKPOTS_NAMESPACE, WIDGETS_NAMESPACE];

/**
 * Internal: the jackpot widgets' translations: their own `jackpots` namespace, loaded the first time a jackpot widget
 * shows, then the shared `widgets` texts. `ready` once both have loaded.
 */
export function useJackpotsT(): WidgetTranslation {
  const { i18n } = useCasinoContext('useJackpotsT');
  useEffect(() => {
    addNamespace(i18n, JACKPOTS_NAMESPACE, loadJackpotMessages).catch((error: unknown) => {
      console.error('casino: the jackpot widget texts could not be loaded', error);
    });
  }, [i18n]);
  return useNamespacesT(JACKPOT_NAMESPACES);
}
