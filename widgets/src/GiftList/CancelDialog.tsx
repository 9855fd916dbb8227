import type { Gift } from '@casino/sdk/bonuses';
import { type ReactNode, useId, useRef, useState } from 'react';
import { refusalMessages } from '../bonuses/refusalMessages';
import { useBonuses } from '../bonuses/useBonuses';
import { useBonusesT } from '../bonuses/useBonusesT';
import { useFormat } from '../format/useFormat';
import { useLoad } from '../provider/useLoad';
import { type FormMessage, formMessageText } from '../shell/formMessage';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

/** Props of {@link CancelDialog}. */
export interface CancelDialogProps {
  gift: Gift;
  /** Cancels the gift; resolves once the lists have reloaded, rejects with the refusal. */
  onConfirm: () => Promise<void>;
  /** Closes the dialog without cancelling (Keep it, Escape). */
  onClose: () => void;
}

/**
 * Internal: asks before a gift is cancelled, in a modal alert dialog whose focus starts on "Keep it", and says what goes: for a bonus, what `cancel_info` reports (the bonus
 * money and its winnings are removed, the cash stays); for free spins, the spins left and their winnings so far.
 */
export function CancelDialog({ gift, onConfirm, onClose }: CancelDialogProps) {
  const { gifts } = useBonuses();
  const { t } = useBonusesT();
  const format = useFormat();
  const titleId = useId();
  const textId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormMessage[]>([]);
  const bonusId = gift.kind === 'bonus' ? gift.id : null;

  const info = useLoad(bonusId === null ? null : () => gifts.cancelInfo(bonusId), [gifts, bonusId]);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(refusalMessages(error));
      setBusy(false);
    }
  };
  const money = (cents: string | number) => format.money(Number(cents), gift.currency);

  let details: ReactNode;
  if (gift.kind === 'freespins') {
    const left = gift.freespin.freespins_total - (gift.freespin.freespins_performed ?? 0);
    details = <p>{t('bonuses.cancel.freespins_lost', { left, winnings: money(gift.freespin.win_cents) })}</p>;
  } else if (info.status === 'error') {
    details = <p>{t('bonuses.cancel.info_failed')}</p>;
  } else if (info.status !== 'ready' || !info.data) {
    details = <p role="status">{t('bonuses.cancel.loading')}</p>;
  } else if (Number(info.data.bonus_balance) === 0) {
    details = <p>{t('bonuses.cancel.issued_lost')}</p>;
  } else {
    details = (
      <ul>
        <li>{t('bonuses.cancel.bonus_removed', { amount: money(info.data.bonus_balance) })}</li>
        {Number(info.data.bonus_winnings) > 0 ? (
          <li>{t('bonuses.cancel.winnings_removed', { amount: money(info.data.bonus_winnings) })}</li>
        ) : null}
        <li>{t('bonuses.cancel.cash_kept', { amount: money(info.data.cash_balance) })}</li>
      </ul>
    );
  }

  return (
    <Dialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={textId}
      onClose={onClose}
      closable={!busy}
      initialFocus={keepRef}
      className="casino-gift__dialog casino-stack"
      backdropClassName="casino-dialog-backdrop"
    >
      <h4 id={titleId}>{t('bonuses.cancel.title', { title: gift.title })}</h4>
      <div id={textId}>{details}</div>
      {failure.length > 0 ? (
        <Alert title={t('bonuses.gift.cancel_failed', { title: gift.title })}>
          {failure.map((message) => {
            const text = formMessageText(t, message);
            return <p key={text}>{text}</p>;
          })}
        </Alert>
      ) : null}
      <div className="casino-row">
        <Button variant="secondary" ref={keepRef} onClick={onClose} disabled={busy}>
          {t('bonuses.cancel.keep')}
        </Button>
        <Button busy={busy} onClick={confirm}>
          {busy ? t('bonuses.cancel.cancelling') : t('bonuses.cancel.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
