import type { Payment } from '@casino/sdk/contract';
import { errorMessageKey } from '@casino/sdk/i18n';
import { useEffect, useRef, useState } from 'react';
import { useCasino } from '../provider/useCasino';
import { type FormMessage, formMessageText } from '../shell/formMessage';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { useCashboxT } from './useCashboxT';
import { useIdempotencyKey } from './useIdempotencyKey';

/** Props of {@link RecallWithdrawal}. */
export interface RecallWithdrawalProps {
  /** The pending, recallable withdrawal. */
  payment: Payment;
  /** The payment's amount in words (formatAmount). */
  amount: string;
  /** Called with the recalled payment (the row then leaves the pending list; the parent confirms it). */
  onRecalled: (payment: Payment) => void;
}

/**
 * Internal: the Recall button of a pending withdrawal, its confirm step ("Cancel this withdrawal of X?") and the
 * outcome. One `Idempotency-Key` per confirmed recall, kept for a retry after a lost answer.
 */
export function RecallWithdrawal({ payment, amount, onRecalled }: RecallWithdrawalProps) {
  const casino = useCasino();
  const { t } = useCashboxT();
  const { keyFor, finish } = useIdempotencyKey();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormMessage[] | null>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  const recallRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (confirming) yesRef.current?.focus();
    else if (asked.current) recallRef.current?.focus();
  }, [confirming]);

  const recall = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await casino.payments.recall(payment.id, { idempotencyKey: keyFor(String(payment.id)) });
      if (result.ok) {
        finish();
        onRecalled(result.payment);
        return;
      }
      setError(Object.values(result.errors).flatMap((messages) => messages.map((server) => ({ server }))));
    } catch (failure) {
      setError([{ key: errorMessageKey(failure) }]);
    } finally {
      setBusy(false);
    }
  };

  if (!confirming) {
    return (
      <Button
        ref={recallRef}
        variant="secondary"
        aria-label={t('cashbox.history.recall_named', { amount })}
        onClick={() => {
          asked.current = true;
          setConfirming(true);
        }}
      >
        {t('cashbox.history.recall')}
      </Button>
    );
  }
  return (
    <div className="casino-stack">
      <p>{t('cashbox.history.recall_confirm', { amount })}</p>
      {error ? (
        <Alert title={t('cashbox.history.recall_failed')}>
          {error.map((message) => (
            <p key={formMessageText(t, message)}>{formMessageText(t, message)}</p>
          ))}
        </Alert>
      ) : null}
      <div className="casino-row">
        <Button ref={yesRef} busy={busy} onClick={recall}>
          {t('cashbox.history.recall_yes')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          {t('cashbox.history.recall_no')}
        </Button>
      </div>
    </div>
  );
}
