import type { Payment, PaymentAction, PaymentsPage } from '@casino/sdk/contract';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, useState } from 'react';
import { useFormat } from '../format/useFormat';
import { useCasino } from '../provider/useCasino';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/SelectField';
import { LoadStatus } from './LoadStatus';
import { cancellationReasonKey, paymentStateKey } from './paymentText';
import { RecallWithdrawal } from './RecallWithdrawal';
import { useCashboxT } from './useCashboxT';
import { useLoaded } from './useLoaded';

/** Payments per page of the history. */
export const HISTORY_PAGE_SIZE = 20;

type TypeFilter = 'all' | PaymentAction;
const FILTERS: readonly { value: TypeFilter; key: string }[] = [
  { value: 'all', key: 'cashbox.history.filter_all' },
  { value: 'deposit', key: 'cashbox.history.filter_deposits' },
  { value: 'cashout', key: 'cashbox.history.filter_withdrawals' },
];
/** States whose row also says why the payment did not go through. */
const FAILED_STATES: ReadonlySet<Payment['state']> = new Set(['declined', 'canceled', 'rejected']);

/** Internal: the payments of a wallet currency, newest first, by type and page, with Recall on pending withdrawals. */
export function PaymentHistory({ currency }: { currency: string }) {
  useSignals();
  const casino = useCasino();
  const { t, language } = useCashboxT();
  const { money } = useFormat();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [type, setType] = useState<TypeFilter>('all');
  const [page, setPage] = useState(1);
  const [recalled, setRecalled] = useState<Payment | null>(null);
  const { loaded, reload } = useLoaded(
    () =>
      casino.payments.history({
        page,
        page_size: HISTORY_PAGE_SIZE,
        filter: type === 'all' ? { currency } : { currency, type },
      }),
    [casino, currency, type, page],
  );
  // The module reloads the last page on `payments_changes`: show that fresher copy of the same page.
  const live = casino.payments.historyPage.value;
  const shown: PaymentsPage | null =
    loaded.status !== 'loaded'
      ? null
      : live !== null && live.pagination.page === page && live.pagination.per_page === HISTORY_PAGE_SIZE
        ? live
        : loaded.value;
  const pages = shown ? Math.max(1, Math.ceil(shown.pagination.total_count / HISTORY_PAGE_SIZE)) : 1;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-labelledby={headingId} className="casino-stack">
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('cashbox.history.title')}
      </h2>
      <SelectField
        label={t('cashbox.history.filter')}
        value={type}
        options={FILTERS.map((filter) => ({ value: filter.value, label: t(filter.key) }))}
        onValueChange={(value) => {
          setType(value as TypeFilter);
          setPage(1);
        }}
      />
      {recalled ? (
        <Alert tone="success">
          {t('cashbox.history.recalled', { amount: money(recalled.amount_cents, recalled.currency) })}
        </Alert>
      ) : null}
      <LoadStatus loaded={loaded} failedTitle={t('cashbox.history.load_failed')} onRetry={reload} />
      {shown && shown.data.length === 0 ? <p>{t('cashbox.history.empty')}</p> : null}
      {shown && shown.data.length > 0 ? (
        <div className="casino-table-scroll">
          <table className="casino-table">
            <caption>{t('cashbox.history.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cashbox.history.date')}</th>
                <th scope="col">{t('cashbox.history.type')}</th>
                <th scope="col">{t('cashbox.history.method')}</th>
                <th scope="col">{t('cashbox.history.amount')}</th>
                <th scope="col">{t('cashbox.history.state')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.data.map((payment) => {
                const amount = money(payment.amount_cents, payment.currency);
                return (
                  <tr key={payment.id}>
                    <td>{date.format(new Date(payment.created_at))}</td>
                    <td>
                      {t(payment.action === 'deposit' ? 'cashbox.history.deposit' : 'cashbox.history.withdrawal')}
                    </td>
                    <td>{payment.system_name}</td>
                    <td className="casino-table__amount">{amount}</td>
                    <td>
                      <div className="casino-stack">
                        <span>{t(paymentStateKey(payment.state))}</span>
                        {FAILED_STATES.has(payment.state) ? (
                          <span className="casino-field__hint">
                            {t(cancellationReasonKey(payment.cancellation_reason))}
                          </span>
                        ) : null}
                        {payment.action === 'cashout' && payment.state === 'pending' && payment.recallable ? (
                          <RecallWithdrawal
                            payment={payment}
                            amount={amount}
                            onRecalled={(done) => {
                              setRecalled(done);
                              headingRef.current?.focus();
                            }}
                          />
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {shown && pages > 1 ? (
        <nav aria-label={t('cashbox.history.pages')} className="casino-row">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('cashbox.history.previous')}
          </Button>
          <span aria-live="polite">{t('cashbox.history.page', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('cashbox.history.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
