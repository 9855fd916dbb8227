import type { Payment, PaymentMethod } from '@casino/sdk/contract';
import { errorMessageKey } from '@casino/sdk/i18n';
import { firstDepositAmountCents } from '@casino/sdk/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormat } from '../format/useFormat';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { type FormMessage, formMessageText } from '../shell/formMessage';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { LoadStatus } from './LoadStatus';
import { cancellationReasonKey } from './paymentText';
import { useCashboxT } from './useCashboxT';
import { useIdempotencyKey } from './useIdempotencyKey';
import { useLoaded } from './useLoaded';

/** Props of {@link OneClickDeposit}. */
export interface OneClickDepositProps {
  currency: string;
  /** Where the 3-D Secure step returns. */
  returnUrl: string;
  onDeposited: (p: Payment) => void;
  onRedirect: (url: string) => void;
  /** Go to the full deposit step. */
  onChangeAmount: () => void;
}

/** What the one-click deposit offers: the saved card of the card method and the amount; null without a saved card. */
interface Offer {
  method: PaymentMethod;
  profile: PaymentMethod['savedProfiles'][number];
  amountCents: number;
}

type Outcome =
  | { kind: 'redirecting' }
  | { kind: 'done'; payment: Payment }
  | { kind: 'refused'; messages: FormMessage[] };

function withinBounds(cents: number, method: PaymentMethod): number {
  const { minAmountCents, maxAmountCents } = method.termsOfService.restrictions;
  const atLeast = Math.max(cents, minAmountCents);
  return maxAmountCents === null ? atLeast : Math.min(atLeast, maxAmountCents);
}

/**
 * Internal: deposit again with the newest saved card in one click: the amount of the last succeeded deposit of the
 * currency (else the first-deposit amount), kept within the card method's bounds.
 */
export function OneClickDeposit({
  currency,
  returnUrl,
  onDeposited,
  onRedirect,
  onChangeAmount,
}: OneClickDepositProps) {
  const casino = useCasino();
  const currencies = useCasinoSignal((state) => state.currencies.value);
  const { t } = useCashboxT();
  const { money } = useFormat();
  const headingId = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const { keyFor, finish } = useIdempotencyKey();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const subunits = currencies.find((candidate) => candidate.code === currency)?.subunits_to_unit ?? 100;

  const { loaded, reload } = useLoaded(async (): Promise<Offer | null> => {
    const methods = await casino.payments.getMethods({ currency, paymentAction: 'deposit' });
    const method = methods.find((candidate) => candidate.type === 'cards' && candidate.savedProfiles.length > 0);
    const profile = method?.savedProfiles[0];
    if (!method || !profile) return null;
    const deposits = await casino.payments.history({ page: 1, page_size: 20, filter: { type: 'deposit', currency } });
    const last = deposits.data.find((payment) => payment.state === 'succeeded' && payment.currency === currency);
    const amountCents = last
      ? withinBounds(last.amount_cents, method)
      : firstDepositAmountCents(subunits, method.termsOfService.restrictions);
    return { method, profile, amountCents };
  }, [casino, currency, subunits]);

  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  const deposit = async (offer: Offer) => {
    setBusy(true);
    setOutcome(null);
    const request = {
      method_id: offer.method.id,
      amount_cents: offer.amountCents,
      currency,
      fields: { saved_profile_id: offer.profile.id },
      return_url: returnUrl,
    };
    try {
      const result = await casino.payments.deposit(request, { idempotencyKey: keyFor(JSON.stringify(request)) });
      if (!result.ok) {
        setOutcome({
          kind: 'refused',
          messages: Object.values(result.errors).flatMap((list) => list.map((server) => ({ server }))),
        });
        return;
      }
      finish();
      const { payment } = result;
      if (payment.redirect_url) {
        setOutcome({ kind: 'redirecting' });
        onRedirect(payment.redirect_url);
        return;
      }
      setOutcome({ kind: 'done', payment });
      if (payment.state === 'succeeded') onDeposited(payment);
    } catch (error) {
      setOutcome({ kind: 'refused', messages: [{ key: errorMessageKey(error) }] });
    } finally {
      setBusy(false);
    }
  };

  const offer = loaded.status === 'loaded' ? loaded.value : null;
  return (
    <section aria-labelledby={headingId} className="casino-stack">
      <h2 id={headingId} tabIndex={-1}>
        {t('cashbox.one_click.title')}
      </h2>
      <LoadStatus loaded={loaded} failedTitle={t('cashbox.one_click.load_failed')} onRetry={reload} />
      {loaded.status === 'loaded' && offer === null ? (
        <>
          <p>{t('cashbox.one_click.no_card')}</p>
          <Button onClick={onChangeAmount}>{t('cashbox.one_click.deposit_by_card')}</Button>
        </>
      ) : null}
      {offer ? (
        <>
          <dl className="casino-amounts">
            <dt>{t('cashbox.one_click.card')}</dt>
            <dd>{offer.profile.title}</dd>
            <dt>{t('cashbox.one_click.amount')}</dt>
            <dd>{money(offer.amountCents, currency)}</dd>
          </dl>
          <div ref={resultRef} tabIndex={-1}>
            <OutcomeMessage outcome={outcome} money={money} />
          </div>
          {outcome?.kind === 'done' && outcome.payment.state === 'succeeded' ? null : (
            <Button busy={busy || outcome?.kind === 'redirecting'} onClick={() => deposit(offer)}>
              {t('cashbox.one_click.submit', { amount: money(offer.amountCents, currency) })}
            </Button>
          )}
          <Button variant="secondary" onClick={onChangeAmount}>
            {t('cashbox.one_click.change')}
          </Button>
        </>
      ) : null}
    </section>
  );
}

function OutcomeMessage({
  outcome,
  money,
}: {
  outcome: Outcome | null;
  money: (cents: number, currency: string) => string;
}) {
  const { t } = useCashboxT();
  if (outcome === null) return null;
  if (outcome.kind === 'redirecting') return <p role="status">{t('cashbox.one_click.redirecting')}</p>;
  if (outcome.kind === 'refused') {
    return (
      <Alert title={t('cashbox.one_click.failed')}>
        {outcome.messages.map((message) => (
          <p key={formMessageText(t, message)}>{formMessageText(t, message)}</p>
        ))}
      </Alert>
    );
  }
  const { payment } = outcome;
  const amount = money(payment.amount_cents, payment.currency);
  if (payment.state === 'succeeded') {
    return <Alert tone="success">{t('cashbox.one_click.deposited', { amount })}</Alert>;
  }
  if (payment.state === 'declined' || payment.state === 'canceled' || payment.state === 'rejected') {
    return (
      <Alert title={t('cashbox.one_click.declined')}>
        <p>{t(cancellationReasonKey(payment.cancellation_reason))}</p>
      </Alert>
    );
  }
  return <Alert tone="info">{t('cashbox.one_click.processing', { amount })}</Alert>;
}
