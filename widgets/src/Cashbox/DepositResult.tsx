import type { Casino, CasinoEvents } from '@casino/sdk';
import type { Payment } from '@casino/sdk/contract';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useFormat } from '../format/useFormat';
import { useCasino } from '../provider/useCasino';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { cancellationReasonKey } from './paymentText';
import { useCashboxT } from './useCashboxT';

/** History page searched for a deposit the cashbox follows. */
const DEPOSITS_PAGE = { page: 1, page_size: 100, filter: { type: 'deposit' } } as const;

/** Internal: a deposit of the player by id, from the newest page of the deposit history; null when it is not there. */
export async function findDeposit(casino: Casino, id: number): Promise<Payment | null> {
  const page = await casino.payments.history(DEPOSITS_PAGE);
  return page.data.find((payment) => payment.id === id) ?? null;
}

const FAILED_STATES: readonly Payment['state'][] = ['declined', 'canceled', 'rejected', 'recalled'];

/** Props of {@link DepositResult}. */
export interface DepositResultProps {
  /** The deposit as the platform last answered it. */
  payment: Payment;
  /** Called once when the deposit is (or becomes) succeeded. Defaults to none. */
  onDeposited?: (payment: Payment) => void;
  /** "Done": leave the result. */
  onDone: () => void;
  /** "Try again" after a failed deposit, back to the filled form. Defaults to none (no button). */
  onRetry?: () => void;
}

/**
 * Internal: the outcome of a deposit: succeeded, not completed with the reason in words, waiting for the bank's
 * 3-D Secure page, or processing. While pending or processing it follows `payments_changes` for the deposit (and
 * reads it again after a realtime resync), so the player sees it go through without reloading.
 */
export function DepositResult({ payment, onDeposited, onDone, onRetry }: DepositResultProps) {
  const casino = useCasino();
  const { money } = useFormat();
  const { t } = useCashboxT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const notified = useRef(false);
  const [current, setCurrent] = useState(payment);
  const settled = current.state === 'succeeded' || FAILED_STATES.includes(current.state);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  // Subscribed while committing, so no change published after the deposit's answer is missed.
  useLayoutEffect(() => {
    if (settled) return;
    const onChange = ({ data }: CasinoEvents['realtime:payments_changes']) => {
      if (data.id !== payment.id || data.state === undefined) return;
      const { state, success, finished_at } = data;
      setCurrent((before) => ({ ...before, state, success, finished_at }));
    };
    const onResync = () => {
      findDeposit(casino, payment.id).then(
        (found) => found && setCurrent(found),
        () => undefined,
      );
    };
    casino.events.on('realtime:payments_changes', onChange);
    casino.events.on('realtime:resync', onResync);
    return () => {
      casino.events.off('realtime:payments_changes', onChange);
      casino.events.off('realtime:resync', onResync);
    };
  }, [casino, payment.id, settled]);

  useEffect(() => {
    if (current.state !== 'succeeded' || notified.current) return;
    notified.current = true;
    onDeposited?.(current);
  }, [current, onDeposited]);

  const amount = money(current.amount_cents, current.currency);
  const failed = FAILED_STATES.includes(current.state);
  const confirming = current.state === 'pending' && current.redirect_url !== null;
  const outcome =
    current.state === 'succeeded' ? 'succeeded' : failed ? 'failed' : confirming ? 'confirm' : 'processing';

  return (
    <section aria-labelledby={headingId} className="casino-stack">
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t(`cashbox.deposit.result.${outcome}_title`)}
      </h3>
      {outcome === 'succeeded' ? (
        <Alert tone="success">{t('cashbox.deposit.result.succeeded', { amount })}</Alert>
      ) : null}
      {outcome === 'failed' ? (
        <Alert>
          <p>{t('cashbox.deposit.result.failed', { amount })}</p>
          <p>{t(cancellationReasonKey(current.cancellation_reason))}</p>
        </Alert>
      ) : null}
      {outcome === 'confirm' && current.redirect_url !== null ? (
        <Alert tone="info">
          <p>{t('cashbox.deposit.result.confirm', { amount })}</p>
          <p>
            <a href={current.redirect_url}>{t('cashbox.deposit.result.confirm_link')}</a>
          </p>
        </Alert>
      ) : null}
      {outcome === 'processing' ? (
        <Alert tone="info">{t('cashbox.deposit.result.processing', { amount })}</Alert>
      ) : null}
      <div className="casino-row">
        {failed && onRetry ? <Button onClick={onRetry}>{t('cashbox.deposit.result.retry')}</Button> : null}
        <Button variant={failed && onRetry ? 'secondary' : 'primary'} onClick={onDone}>
          {t('cashbox.done')}
        </Button>
      </div>
    </section>
  );
}
