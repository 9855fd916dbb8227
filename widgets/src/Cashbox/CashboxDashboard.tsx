import type { Payment } from '@casino/sdk/contract';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormat } from '../format/useFormat';
import { translateServerMessage } from '../i18n/translateServerMessage';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import type { CashboxStep } from './Cashbox';
import { LoadStatus } from './LoadStatus';
import { RecallWithdrawal } from './RecallWithdrawal';
import { useCashboxT } from './useCashboxT';
import { useLoaded } from './useLoaded';

/** Withdrawals asked for to find the pending ones (the platform's largest page). */
const PENDING_PAGE_SIZE = 100;

/**
 * Internal: the cashbox's first step: the wallet's total, bonus and withdrawable money (live from `casino.state`), the
 * platform's notice, the pending withdrawals with Recall, and the way to Deposit, Withdraw and the History.
 */
export function CashboxDashboard({ currency, onStep }: { currency: string; onStep: (step: CashboxStep) => void }) {
  useSignals();
  const casino = useCasino();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const accounts = useCasinoSignal((state) => state.accounts.value);
  const { t, language } = useCashboxT();
  const { money } = useFormat();
  const headingId = useId();
  const pendingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [recalled, setRecalled] = useState<Payment | null>(null);
  const logged = loginState === 'logged';
  const withdrawals = useLoaded(
    async () =>
      logged
        ? casino.payments.history({ page: 1, page_size: PENDING_PAGE_SIZE, filter: { currency, type: 'cashout' } })
        : null,
    [casino, currency, logged],
  );
  // The module reloads the last history page on `payments_changes` and after a recall: follow it.
  const live = casino.payments.historyPage.value;
  const stats = useLoaded(async () => (logged ? casino.payments.stats() : null), [casino, logged, live]);

  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (stats.loaded.status === 'loaded') setNotice(stats.loaded.value?.messages.notice ?? '');
  }, [stats.loaded]);

  if (!logged) {
    return (
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{t('cashbox.dashboard.title')}</h2>
        <p>{t('cashbox.dashboard.guest')}</p>
      </section>
    );
  }

  const account = accounts.find((candidate) => candidate.currency === currency);
  const page = withdrawals.loaded.status === 'loaded' ? (live ?? withdrawals.loaded.value) : null;
  const pending = (page?.data ?? []).filter(
    (payment) => payment.action === 'cashout' && payment.state === 'pending' && payment.currency === currency,
  );
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-labelledby={headingId} className="casino-stack">
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('cashbox.dashboard.title')}
      </h2>
      {account ? (
        <dl className="casino-amounts">
          <dt>{t('cashbox.dashboard.total')}</dt>
          <dd>{money(account.amount_cents, currency)}</dd>
          <dt>{t('cashbox.dashboard.bonus')}</dt>
          <dd>{money(account.amount_cents - account.available_to_cashout_cents, currency)}</dd>
          <dt>{t('cashbox.dashboard.withdrawable')}</dt>
          <dd>{money(account.available_to_cashout_cents, currency)}</dd>
        </dl>
      ) : (
        <p>{t('cashbox.dashboard.no_wallet')}</p>
      )}
      {notice !== '' ? <Alert tone="info">{translateServerMessage(t, notice)}</Alert> : null}
      {recalled ? (
        <Alert tone="success">
          {t('cashbox.history.recalled', { amount: money(recalled.amount_cents, recalled.currency) })}
        </Alert>
      ) : null}
      <div className="casino-row">
        <Button onClick={() => onStep('deposit')}>{t('cashbox.dashboard.deposit')}</Button>
        <Button variant="secondary" onClick={() => onStep('withdraw')}>
          {t('cashbox.dashboard.withdraw')}
        </Button>
        <Button variant="secondary" onClick={() => onStep('history')}>
          {t('cashbox.dashboard.history')}
        </Button>
      </div>
      <LoadStatus
        loaded={withdrawals.loaded}
        failedTitle={t('cashbox.dashboard.pending_failed')}
        onRetry={withdrawals.reload}
      />
      {pending.length > 0 ? (
        <>
          <h3 id={pendingId}>{t('cashbox.dashboard.pending_title')}</h3>
          <ul aria-labelledby={pendingId} className="casino-list casino-stack">
            {pending.map((payment) => {
              const amount = money(payment.amount_cents, payment.currency);
              return (
                <li key={payment.id} className="casino-stack">
                  <span>
                    {t('cashbox.dashboard.pending_item', {
                      amount,
                      method: payment.system_name,
                      date: date.format(new Date(payment.created_at)),
                    })}
                  </span>
                  {payment.recallable ? (
                    <RecallWithdrawal
                      payment={payment}
                      amount={amount}
                      onRecalled={(done) => {
                        setRecalled(done);
                        headingRef.current?.focus();
                      }}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
