import type { Game } from '@casino/sdk/contract';
import { useCasino, useCasinoSignal } from '@casino/widgets';
import type { GameMode } from '@casino/widgets/games';
import { useEffect, useState } from 'react';
import { providerPopupShown, recordProviderPopupShown } from './providerPopupRecord';

/** The provider popup of a game page: the game whose provider it presents (null: not shown), and how to close it. */
export interface ProviderPopupState {
  game: Game | null;
  close: () => void;
}

/**
 * Shows the provider popup once per browser session: when a signed-in player opens a game in real mode and it was not
 * shown yet. Showing records it at once (session flag and was-shown group), so a reload does not show it again.
 */
export function useProviderPopup(game: Game | null, mode: GameMode): ProviderPopupState {
  const casino = useCasino();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const [shown, setShown] = useState<Game | null>(null);
  const due = game !== null && mode === 'real' && loginState === 'logged';
  useEffect(() => {
    if (!due || providerPopupShown(casino)) return;
    recordProviderPopupShown(casino);
    setShown(game);
  }, [due, game, casino]);
  return { game: shown, close: () => setShown(null) };
}
