import { addNamespace } from '@casino/sdk/i18n';
import { useEffect } from 'react';
import { WIDGETS_NAMESPACE } from '../i18n/namespace';
import { useCasinoContext } from '../provider/useCasinoContext';
import { useNamespacesT, type WidgetTranslation } from '../provider/useT';
import { loadTournamentMessages, TOURNAMENTS_NAMESPACE } from './i18n/loadTournamentMessages';

const TOURNAMENT_NAMESPACES: readonly string[] = [TOURNAMENTS_NAMESPACE, WIDGETS_NAMESPACE];

/**
 * Internal: the tournament widgets' translations: their own `tournaments` namespace, loaded the first time a
 * tournament widget shows, then the shared `widgets` texts. `ready` once both have loaded.
 */
export function useTournamentsT(): WidgetTranslation {
  const { i18n } = useCasinoContext('useTournamentsT');
  useEffect(() => {
    addNamespace(i18n, TOURNAMENTS_NAMESPACE, loadTournamentMessages).catch((error: unknown) => {
      console.error('casino: the tournament widget texts could not be loaded', error);
    });
  }, [i18n]);
  return useNamespacesT(TOURNAMENT_NAMESPACES);
}
