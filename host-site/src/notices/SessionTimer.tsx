import { formatSessionTime, SESSION_TIMER_TICK_MS, showsSessionTimer } from '@casino/sdk/rules';
import { useCasino, useCasinoSignal } from '@casino/widgets';
import { useEffect, useState } from 'react';
import { useSiteT } from '../i18n/useSiteT';

/** Session storage key of the time (epoch ms) the EE session timer started at. */
export const SESSION_STARTED_KEY = 'casino.session-started-at';

/**
 * The EE session timer (core.md §4): for a signed-in player under the EE licence, the time since his session started
 * in this tab as hh:mm:ss, ticking every second. The start is kept in session storage, so a reload keeps counting;
 * signing out clears it. Shown over the page's corner, so it moves nothing.
 */
export function SessionTimer() {
  const { t } = useSiteT();
  const casino = useCasino();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const licence = useCasinoSignal((state) => state.licence.value);
  const shown = showsSessionTimer({ loggedIn: loginState === 'logged', licence });
  const [elapsedMs, setElapsedMs] = useState<number | null>(null);

  useEffect(() => {
    const storage = casino.storage.session;
    if (loginState === 'anonymous') storage?.removeItem(SESSION_STARTED_KEY);
    if (!shown) {
      setElapsedMs(null);
      return;
    }
    const stored = Number(storage?.getItem(SESSION_STARTED_KEY));
    const startedAt = Number.isFinite(stored) && stored > 0 ? stored : Date.now();
    storage?.setItem(SESSION_STARTED_KEY, String(startedAt));
    const tick = () => setElapsedMs(Date.now() - startedAt);
    tick();
    const timer = setInterval(tick, SESSION_TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [casino, loginState, shown]);

  if (elapsedMs === null) return null;
  return (
    <div className="session-timer" role="timer" aria-label={t('sessionTimer.label')}>
      {formatSessionTime(elapsedMs)}
    </div>
  );
}
