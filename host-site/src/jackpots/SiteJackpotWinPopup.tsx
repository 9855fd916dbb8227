import { useCasinoSignal } from '@casino/widgets';
import { lazy, Suspense } from 'react';
import { SITE_APPEARANCE } from '../theme/siteAppearance';

const JackpotWinPopup = lazy(() =>
  import('@casino/widgets/jackpots').then((module) => ({ default: module.JackpotWinPopup })),
);

/**
 * The jackpot win popup, once for the whole site (loyalty.md §3): loaded for a signed-in player, after the page. It
 * reads the login state itself, so that signing in does not render the shell again (a prerendered page hydrates
 * undisturbed).
 */
export function SiteJackpotWinPopup() {
  const logged = useCasinoSignal((state) => state.loginState.value) === 'logged';
  return logged ? (
    <Suspense>
      <JackpotWinPopup appearance={SITE_APPEARANCE} />
    </Suspense>
  ) : null;
}
