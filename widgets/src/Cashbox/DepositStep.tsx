import type { Currency, Limit, Payment, PaymentMethod } from '@casino/sdk/contract';
import { depositPresets, depositRoom, firstDepositAmountCents, formatAmount } from '@casino/sdk/rules';
import { Suspense, useId, useState } from 'react';
import { useCasino } from '../provider/useCasino';
import { CryptoDeposit } from './CryptoDeposit';
import { DepositResult } from './DepositResult';
import { LoadStatus } from './LoadStatus';
import { LazyDepositBonusField, LazyProfileDepositBonusField } from './lazyDepositBonus';
import { MethodFieldsGate } from './MethodFieldsGate';
import { MethodList } from './MethodList';
import { PaymentForm } from './PaymentForm';
import { useCashboxT } from './useCashboxT';
import { useLoaded } from './useLoaded';

/** Props of {@link DepositStep}. */
export interface DepositStepProps {
  /** The wallet's currency. */
  currency: Currency;
  /** Where the 3-D Secure step returns. */
  returnUrl: string;
  /** Called once a deposit succeeded. Defaults to none. */
  onDeposited?: (payment: Payment) => void;
  /** Opens the bank's 3-D Secure page. */
  onRedirect: (url: string) => void;
  /** "Done" after a result. */
  onDone: () => void;
}

/**
 * Internal: the deposit step: the methods of the wallet's currency (the first chosen), then the crypto address of a
 * coin, or the amount (presets, 50 for a first deposit) and the method's inputs; then the deposit's outcome.
 */
export function DepositStep({ currency, returnUrl, onDeposited, onRedirect, onDone }: DepositStepProps) {
  const casino = useCasino();
  const { t } = useCashboxT();
  const headingId = useId();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [result, setResult] = useState<Payment | null>(null);
  const { loaded, reload } = useLoaded(
    () => casino.payments.getMethods({ currency: currency.code, paymentAction: 'deposit' }),
    [casino, currency.code],
  );
  const methods = loaded.status === 'loaded' ? loaded.value : [];
  const method = methods.find((candidate) => candidate.id === chosenId) ?? methods[0];

  const onPayment = (payment: Payment) => {
    setResult(payment);
    if (payment.redirect_url !== null) onRedirect(payment.redirect_url);
  };

  return (
    <section aria-labelledby={headingId} className="casino-stack">
      <h3 id={headingId}>{t('cashbox.deposit.title')}</h3>
      {result ? (
        <DepositResult
          key={result.id}
          payment={result}
          onDeposited={onDeposited}
          onDone={onDone}
          onRetry={() => setResult(null)}
        />
      ) : null}
      <div className="casino-stack" hidden={result !== null}>
        <LoadStatus loaded={loaded} failedTitle={t('cashbox.deposit.methods_failed')} onRetry={reload} />
        {loaded.status === 'loaded' && method === undefined ? <p>{t('cashbox.deposit.no_methods')}</p> : null}
        {method ? (
          <>
            <MethodList
              legend={t('cashbox.deposit.method_legend')}
              action="deposit"
              methods={methods}
              currency={currency}
              selectedId={method.id}
              onSelect={setChosenId}
            />
            {method.type === 'crypto' ? (
              <>
                <Suspense fallback={null}>
                  <LazyProfileDepositBonusField currency={currency.code} />
                </Suspense>
                <CryptoDeposit key={method.id} method={method} onDeposited={onDeposited} />
              </>
            ) : (
              <DepositForm
                key={method.id}
                method={method}
                currency={currency}
                returnUrl={returnUrl}
                onPayment={onPayment}
              />
            )}
          </>
        ) : null}
      </div>
    </section>
  );
}

interface DepositFormProps {
  method: PaymentMethod;
  currency: Currency;
  returnUrl: string;
  onPayment: (payment: Payment) => void;
}

/**
 * Why an amount is over the player's deposit limits of the currency (what they leave, and until when), or null. The
 * server refuses such a deposit too; saying it here keeps the message in the player's language.
 */
function depositLimitMessage(limits: readonly Limit[], currency: Currency, language: string, cents: number) {
  const room = depositRoom(limits, currency.code);
  if (room === null || cents <= room.leftCents) return null;
  const left = formatAmount(room.leftCents, currency, { locale: language });
  if (room.until === null) return { key: 'cashbox.amount.over_deposit_limit_open', options: { left } };
  const until = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(room.until),
  );
  return { key: 'cashbox.amount.over_deposit_limit', options: { left, until } };
}

/**
 * The amount and inputs of a fiat deposit method and its deposit bonus (the profile's `deposit_bonus_code` chosen
 * first); a first deposit (no deposit yet) starts at 50 units.
 */
function DepositForm({ method, currency, returnUrl, onPayment }: DepositFormProps) {
  const casino = useCasino();
  const { t, language } = useCashboxT();
  const [bonusCode, setBonusCode] = useState(() => casino.state.profile.peek()?.deposit_bonus_code ?? null);
  // Without the stats the amount starts empty: the player can still deposit.
  const { loaded: stats } = useLoaded(() => casino.payments.stats().catch(() => null), [casino]);
  if (stats.status !== 'loaded') return <p role="status">{t('common.loading')}</p>;
  return (
    <MethodFieldsGate method={method} currency={currency} action="deposit">
      {(fields) => {
        const bounds = fields.amountField ?? method.termsOfService.restrictions;
        const limits = { minCents: bounds.minAmountCents, maxCents: bounds.maxAmountCents };
        const first = stats.value?.deposits_count === 0;
        return (
          <PaymentForm
            method={method}
            currency={currency}
            fields={fields.methodFields}
            limits={limits}
            initialAmountCents={first ? firstDepositAmountCents(currency.subunits_to_unit, bounds) : null}
            presets={depositPresets(bounds)}
            checkCents={(cents) => depositLimitMessage(casino.limits.limits.peek(), currency, language, cents)}
            savedProfiles={method.savedProfiles}
            extraFields={(cents) => (
              <Suspense fallback={null}>
                <LazyDepositBonusField
                  currency={currency.code}
                  amountCents={cents}
                  value={bonusCode}
                  onChange={setBonusCode}
                />
              </Suspense>
            )}
            submitLabel={t('cashbox.deposit.submit')}
            busyLabel={t('cashbox.deposit.submitting')}
            failedTitle={t('cashbox.deposit.failed')}
            send={(request, idempotencyKey) =>
              casino.payments.deposit(
                {
                  method_id: method.id,
                  currency: currency.code,
                  return_url: returnUrl,
                  ...request,
                  ...(bonusCode === null ? {} : { deposit_bonus_code: bonusCode }),
                },
                { idempotencyKey },
              )
            }
            onPayment={onPayment}
          />
        );
      }}
    </MethodFieldsGate>
  );
}
