import type { Currency, Payment } from '@casino/sdk/contract';
import { formatAmount } from '@casino/sdk/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { LoadStatus } from './LoadStatus';
import { MethodFieldsGate } from './MethodFieldsGate';
import { MethodList } from './MethodList';
import { PaymentForm } from './PaymentForm';
import { useCashboxT } from './useCashboxT';
import { useLoaded } from './useLoaded';

/** Props of {@link WithdrawStep}. */
export interface WithdrawStepProps {
  /** The wallet's currency. */
  currency: Currency;
  /** Called once a withdrawal is accepted (pending, its amount reserved). Defaults to none. */
  onWithdrawn?: (payment: Payment) => void;
  /** "Done" after the result. */
  onDone: () => void;
  /** Opens the payment history, where a pending withdrawal can be canceled. */
  onHistory: () => void;
}

/**
 * Internal: the withdraw step: what the wallet can pay out, the cashout methods, then the amount (at most the
 * available money and the method's maximum, with the method's fee) and the method's inputs; then the pending result.
 */
export function WithdrawStep({ currency, onWithdrawn, onDone, onHistory }: WithdrawStepProps) {
  const casino = useCasino();
  const accounts = useCasinoSignal((state) => state.accounts.value);
  const { t, language } = useCashboxT();
  const headingId = useId();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [result, setResult] = useState<Payment | null>(null);
  const available = accounts.find((account) => account.currency === currency.code)?.available_to_cashout_cents ?? 0;
  const { loaded, reload } = useLoaded(
    () => casino.payments.getMethods({ currency: currency.code, paymentAction: 'cashout' }),
    [casino, currency.code],
  );
  const format = (cents: number) => formatAmount(cents, currency, { locale: language });

  if (result) {
    return (
      <WithdrawResult payment={result} amount={format(result.amount_cents)} onDone={onDone} onHistory={onHistory} />
    );
  }

  const methods = loaded.status === 'loaded' ? loaded.value : [];
  const method = methods.find((candidate) => candidate.id === chosenId) ?? methods[0];
  return (
    <section aria-labelledby={headingId} className="casino-stack">
      <h3 id={headingId}>{t('cashbox.withdraw.title')}</h3>
      <p>{t('cashbox.withdraw.available', { amount: format(available) })}</p>
      {available <= 0 ? (
        <p>{t('cashbox.withdraw.nothing_available')}</p>
      ) : (
        <>
          <LoadStatus loaded={loaded} failedTitle={t('cashbox.withdraw.methods_failed')} onRetry={reload} />
          {loaded.status === 'loaded' && method === undefined ? <p>{t('cashbox.withdraw.no_methods')}</p> : null}
          {method ? (
            <>
              <MethodList
                legend={t('cashbox.withdraw.method_legend')}
                action="cashout"
                methods={methods}
                currency={currency}
                selectedId={method.id}
                onSelect={setChosenId}
              />
              <MethodFieldsGate key={method.id} method={method} currency={currency} action="cashout">
                {(fields) => {
                  const bounds = fields.amountField ?? method.termsOfService.restrictions;
                  const max = bounds.maxAmountCents === null ? available : Math.min(available, bounds.maxAmountCents);
                  const { percent, fixedCents } = method.fee;
                  return (
                    <PaymentForm
                      method={method}
                      currency={currency}
                      fields={fields.methodFields}
                      limits={{ minCents: bounds.minAmountCents, maxCents: max }}
                      initialAmountCents={null}
                      amountNote={(cents) => {
                        if (percent === 0 && fixedCents === 0) return t('cashbox.withdraw.no_fee');
                        const rate = new Intl.NumberFormat(language, {
                          style: 'percent',
                          maximumFractionDigits: 2,
                        }).format(percent / 100);
                        return cents === null
                          ? t('cashbox.withdraw.fee_rate', { percent: rate })
                          : t('cashbox.withdraw.fee', {
                              percent: rate,
                              fee: format(Math.floor((cents * percent) / 100) + fixedCents),
                            });
                      }}
                      submitLabel={t('cashbox.withdraw.submit')}
                      busyLabel={t('cashbox.withdraw.submitting')}
                      failedTitle={t('cashbox.withdraw.failed')}
                      send={(request, idempotencyKey) =>
                        casino.payments.withdraw(
                          { method_id: method.id, currency: currency.code, ...request },
                          { idempotencyKey },
                        )
                      }
                      onPayment={(payment) => {
                        setResult(payment);
                        onWithdrawn?.(payment);
                      }}
                    />
                  );
                }}
              </MethodFieldsGate>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

interface WithdrawResultProps {
  payment: Payment;
  amount: string;
  onDone: () => void;
  onHistory: () => void;
}

/** The accepted withdrawal: pending, cancelable in the history while it is. */
function WithdrawResult({ payment, amount, onDone, onHistory }: WithdrawResultProps) {
  const { t } = useCashboxT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section aria-labelledby={headingId} className="casino-stack">
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('cashbox.withdraw.result_title')}
      </h3>
      <Alert tone="success">
        {t(payment.recallable ? 'cashbox.withdraw.result_pending' : 'cashbox.withdraw.result', { amount })}
      </Alert>
      <div className="casino-row">
        <Button onClick={onDone}>{t('cashbox.done')}</Button>
        <Button variant="secondary" onClick={onHistory}>
          {t('cashbox.withdraw.see_history')}
        </Button>
      </div>
    </section>
  );
}
