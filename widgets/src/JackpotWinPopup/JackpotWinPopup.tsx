import type { Appearance, JackpotWinAward } from '@casino/sdk/contract';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef } from 'react';
import { useJackpotMoney } from '../format/useJackpotMoney';
import { JackpotsShell } from '../jackpots/JackpotsShell';
import { useJackpots } from '../jackpots/useJackpots';
import { useJackpotsT } from '../jackpots/useJackpotsT';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { WIN_POPUP_CSS } from './winPopupCss';

/** Props of {@link JackpotWinPopup}. All optional. */
export interface JackpotWinPopupProps {
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * The signed-in player's jackpot win (loyalty.md §3): a modal dialog opened by the `jackpot_win_award` event with the
 * amount, the level and the jackpot; the focus starts on its button and goes back where it was when it closes. Mount
 * it once for a whole site: it shows nothing until a win.
 */
export function JackpotWinPopup({ appearance }: JackpotWinPopupProps) {
  return (
    <JackpotsShell widget="jackpot-win-popup" appearance={appearance} silentUntilReady>
      <style>{WIN_POPUP_CSS}</style>
      <WinDialog />
    </JackpotsShell>
  );
}

function WinDialog() {
  useSignals();
  const jackpots = useJackpots();
  const win = jackpots.win.value;
  return win ? <WinContent key={win.win_id} win={win} onClose={jackpots.dismissWin} /> : null;
}

function WinContent({ win, onClose }: { win: JackpotWinAward; onClose: () => void }) {
  const { t } = useJackpotsT();
  const money = useJackpotMoney();
  const titleId = useId();
  const textId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      labelledBy={titleId}
      describedBy={textId}
      onClose={onClose}
      initialFocus={closeRef}
      className="casino-jackpots casino-jackpot-win"
      backdropClassName="casino-jackpot-win__backdrop"
    >
      <h2 id={titleId}>{t('jackpots.win.title')}</h2>
      <p className="casino-jackpot-amount">{money(win.amount_cents, win.currency)}</p>
      <p id={textId}>
        {t('jackpots.win.level', { level: win.jackpot_level_name, jackpot: win.jackpot_name })}{' '}
        {t('jackpots.win.credited')}
      </p>
      <Button ref={closeRef} onClick={onClose}>
        {t('jackpots.win.close')}
      </Button>
    </Dialog>
  );
}
