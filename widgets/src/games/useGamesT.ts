import { addNamespace } from '@casino/sdk/i18n';
import { useEffect } from 'react';
import { WIDGETS_NAMESPACE } from '../i18n/namespace';
import { useCasinoContext } from '../provider/useCasinoContext';
import { useNamespacesT, type WidgetTranslation } from '../provider/useT';
import { GAMES_NAMESPACE, loadGamesMessages } from './i18n/loadGamesMessages';

const GAMES_NAMESPACES: readonly string[] = [GAMES_NAMESPACE, WIDGETS_NAMESPACE];

/**
 * Internal: the game widgets' translations: their own `games` namespace, loaded the first time a game widget shows,
 * then the shared `widgets` texts. `ready` once both have loaded.
 */
export function useGamesT(): WidgetTranslation {
  const { i18n } = useCasinoContext('useGamesT');
  useEffect(() => {
    addNamespace(i18n, GAMES_NAMESPACE, loadGamesMessages).catch((error: unknown) => {
      console.error('casino: the game widget texts could not be loaded', error);
    });
  }, [i18n]);
  return useNamespacesT(GAMES_NAMESPACES);
}
