import { addNamespace } from '@casino/sdk/i18n';
import { useEffect } from 'react';
import { WIDGETS_NAMESPACE } from '../i18n/namespace';
import { useCasinoContext } from '../provider/useCasinoContext';
import { useNamespacesT, type WidgetTranslation } from '../provider/useT';
import { GAME_LAUNCHER_NAMESPACE, loadGameLauncherMessages } from './i18n/loadGameLauncherMessages';

const GAME_LAUNCHER_NAMESPACES: readonly string[] = [GAME_LAUNCHER_NAMESPACE, WIDGETS_NAMESPACE];

/**
 * Internal: the game launcher's translations: its own `game-launcher` namespace, loaded the first time a game page
 * shows, then the shared `widgets` texts. `ready` once both have loaded.
 */
export function useGameLauncherT(): WidgetTranslation {
  const { i18n } = useCasinoContext('useGameLauncherT');
  useEffect(() => {
    addNamespace(i18n, GAME_LAUNCHER_NAMESPACE, loadGameLauncherMessages).catch((error: unknown) => {
      console.error('casino: the game launcher texts could not be loaded', error);
    });
  }, [i18n]);
  return useNamespacesT(GAME_LAUNCHER_NAMESPACES);
}
