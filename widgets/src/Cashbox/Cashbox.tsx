import type { Appearance, Limit, Payment } from '@casino/sdk/contract';
import { BLOCKING_LIMIT_TYPES } from '@casino/sdk/rules';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useCurrencies } from '../format/useCurrencies';
import { useFormat } from '../format/useFormat';
import { PersonalInfoContent } from '../PersonalInfo/PersonalInfo';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useLoad } from '../provider/useLoad';
import { InfoUnavailable } from '../shell/InfoUnavailable';
import { WidgetShell } from '../shell/WidgetShell';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { CashboxDashboard } from './CashboxDashboard';
import { DepositStep } from './DepositStep';
import { OneClickDeposit } from './OneClickDeposit';
import { PaymentHistory } from './PaymentHistory';
import { cancellationReasonKey } from './paymentText';
import { ReturnedDeposit } from './ReturnedDeposit';
import { defaultReturnUrl, returnedPaymentIdOf } from './returnUrl';
import { useCashboxT } from './useCashboxT';
import { WithdrawStep } from './WithdrawStep';

/** Which part of the cashbox shows. */
export type CashboxStep = 'dashboard' | 'deposit' | 'withdraw' | 'one-click' | 'history';

/** Props of {@link Cashbox}. All optional. */
export interface CashboxProps {
  /** First step shown; a later change moves the cashbox there. Defaults to `'dashboard'`. */
  step?: CashboxStep;
  /** Where the 3-D Secure step returns. Defaults to this page without `payment_id` and `payment_state` (a path when the casino is on this origin). */
  returnUrl?: string;
  /** After the 3-D Secure return: the deposit whose outcome to show. Defaults to `payment_id` of `window.location.search`. */
  returnedPaymentId?: number;
  /** Called when a deposit reached `succeeded` while the cashbox is open. Defaults to none. */
  onDeposited?: (payment: Payment) => void;
  /** Called when a withdrawal was accepted (pending, funds reserved). Defaults to none. */
  onWithdrawn?: (payment: Payment) => void;
  /** Called when the player moved to another step (the host may keep it in its URL). Defaults to none. */
  onStepChange?: (step: CashboxStep) => void;
  /** Opens the bank's 3-D Secure page. Defaults to `window.location.assign(url)`. */
  onRedirect?: (url: string) => void;
  /** Guest "Sign in" and blocked player "See your limits"; without it those buttons are not shown. Defaults to none. */
  onNavigate?: (to: 'login' | 'limits') => void;
  /** "Done" after a result. Defaults to going back to the dashboard. */
  onClose?: () => void;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * The cashbox: the wallet, deposits (cards, bank transfer, crypto, one-click with a saved card), withdrawals and the
 * payment history. Guests get a sign-in hint; a cooling-off or self-exclusion closes it; a fiat player fills in
 * missing personal details first. After the bank's 3-D Secure page it shows the returning deposit's outcome.
 */
export function Cashbox({ appearance, ...props }: CashboxProps) {
  const texts = useCashboxT();
  return (
    <WidgetShell widget="cashbox" appearance={appearance} texts={texts}>
      <CashboxContent {...props} />
    </WidgetShell>
  );
}

const NAV_STEPS: readonly CashboxStep[] = ['dashboard', 'deposit', 'withdraw', 'history'];

type Gate = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; warning: Payment | null };

function CashboxContent(props: Omit<CashboxProps, 'appearance'>) {
  useSignals();
  const casino = useCasino();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const profile = useCasinoSignal((state) => state.profile.value);
  const walletCurrency = useCasinoSignal((state) => state.activeAccount.value?.currency);
  const { currencies, loading: currenciesLoading } = useCurrencies(loginState === 'logged');
  const { t } = useCashboxT();
  const headingId = useId();
  const [gate, setGate] = useState<Gate>({ status: 'loading' });
  const currencyCode = walletCurrency ?? null;

  // The limits decide whether the cashbox may open at all, so they are read fresh and a failure is shown.
  const loadGate = useCallback(async () => {
    setGate({ status: 'loading' });
    const [warning] = await Promise.all([
      casino.payments.canceledDepositWarning().catch(() => null),
      casino.limits.load(),
    ]);
    setGate(casino.limits.resource.status.peek() === 'error' ? { status: 'failed' } : { status: 'loaded', warning });
  }, [casino]);

  useEffect(() => {
    if (loginState === 'logged') void loadGate();
  }, [loginState, loadGate]);

  // the missing details follow the profile and the wallet's currency (the last answer shows meanwhile, so the open
  // step stays); a failed check asks for none
  const missing =
    useLoad(
      loginState === 'logged' ? () => casino.payments.missingPersonalInfo().catch(() => []) : null,
      [casino, loginState, profile, currencyCode],
      { keepPrevious: true },
    ).data ?? null;

  const title = <h2 id={headingId}>{t('cashbox.title')}</h2>;
  if (loginState !== 'logged') {
    return (
      <section aria-labelledby={headingId} className="casino-stack">
        {title}
        <p>{t('cashbox.gate.guest')}</p>
        {props.onNavigate ? (
          <Button onClick={() => props.onNavigate?.('login')}>{t('cashbox.gate.sign_in')}</Button>
        ) : null}
      </section>
    );
  }
  if (currencies.length === 0) {
    return (
      <section aria-labelledby={headingId} className="casino-stack">
        {title}
        <InfoUnavailable loading={currenciesLoading} />
      </section>
    );
  }
  const blocking = casino.limits.reachedLimits.value.filter((limit) => BLOCKING_LIMIT_TYPES.includes(limit.type));
  let body: ReactNode;
  if (gate.status === 'failed') {
    body = (
      <Alert title={t('cashbox.gate.load_failed')}>
        <Button variant="secondary" onClick={loadGate}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (gate.status === 'loading' || missing === null) {
    body = <p role="status">{t('common.loading')}</p>;
  } else if (blocking.length > 0) {
    body = <BlockedNotice limits={blocking} onNavigate={props.onNavigate} />;
  } else if (missing.length > 0) {
    body = (
      <div className="casino-stack">
        <p>{t('cashbox.gate.details_intro')}</p>
        <PersonalInfoContent fields={missing} />
      </div>
    );
  } else {
    body = <CashboxSteps {...props} warning={gate.warning} />;
  }
  return (
    <section aria-labelledby={headingId} className="casino-stack">
      {title}
      {body}
    </section>
  );
}

function BlockedNotice({ limits, onNavigate }: { limits: Limit[]; onNavigate: CashboxProps['onNavigate'] }) {
  const { t, language } = useCashboxT();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <Alert title={t('cashbox.gate.blocked_title')}>
      {limits.map((limit) => (
        <p key={limit.id}>
          {limit.disable_at
            ? t(`cashbox.gate.${limit.type}`, { date: date.format(new Date(limit.disable_at)) })
            : t(`cashbox.gate.${limit.type}_open`)}
        </p>
      ))}
      {onNavigate ? (
        <Button variant="secondary" onClick={() => onNavigate('limits')}>
          {t('cashbox.gate.see_limits')}
        </Button>
      ) : null}
    </Alert>
  );
}

interface CashboxStepsProps extends Omit<CashboxProps, 'appearance'> {
  warning: Payment | null;
}

function CashboxSteps({
  step: initialStep = 'dashboard',
  returnUrl,
  returnedPaymentId,
  onDeposited,
  onWithdrawn,
  onStepChange,
  onRedirect,
  onClose,
  warning,
}: CashboxStepsProps) {
  const casino = useCasino();
  const walletCurrency = useCasinoSignal((state) => state.activeAccount.value?.currency);
  const { currency: findCurrency, money } = useFormat();
  const { t } = useCashboxT();
  const panel = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState<CashboxStep>(initialStep);
  const [focusStep, setFocusStep] = useState(false);
  const [shownWarning, setShownWarning] = useState(warning);
  const [returned, setReturned] = useState<number | undefined>(() =>
    typeof window === 'undefined'
      ? returnedPaymentId
      : (returnedPaymentId ?? returnedPaymentIdOf(window.location.search)),
  );

  useEffect(() => setStep(initialStep), [initialStep]);
  useEffect(() => {
    if (!focusStep) return;
    setFocusStep(false);
    const heading = panel.current?.querySelector<HTMLElement>('h3');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [focusStep]);

  const go = (next: CashboxStep) => {
    setReturned(undefined);
    setStep(next);
    setFocusStep(true);
    if (next !== step) onStepChange?.(next);
  };
  const done = onClose ?? (() => go('dashboard'));
  const redirect = onRedirect ?? ((url: string) => window.location.assign(url));
  const backUrl =
    returnUrl ?? (typeof window === 'undefined' ? '' : defaultReturnUrl(window.location, casino.options.baseUrl));
  const currency = findCurrency(walletCurrency);

  if (!currency) return <p>{t('cashbox.no_wallet')}</p>;

  let content: ReactNode;
  if (returned !== undefined) {
    content = (
      <ReturnedDeposit
        paymentId={returned}
        onDeposited={onDeposited}
        onDone={() => {
          setReturned(undefined);
          done();
        }}
        onRetry={() => go('deposit')}
      />
    );
  } else if (step === 'dashboard') {
    content = <CashboxDashboard currency={currency.code} onStep={go} />;
  } else if (step === 'deposit') {
    content = (
      <DepositStep
        key={currency.code}
        currency={currency}
        returnUrl={backUrl}
        onDeposited={onDeposited}
        onRedirect={redirect}
        onDone={done}
      />
    );
  } else if (step === 'withdraw') {
    content = (
      <WithdrawStep
        key={currency.code}
        currency={currency}
        onWithdrawn={onWithdrawn}
        onDone={done}
        onHistory={() => go('history')}
      />
    );
  } else if (step === 'one-click') {
    content = (
      <OneClickDeposit
        currency={currency.code}
        returnUrl={backUrl}
        onDeposited={(payment) => onDeposited?.(payment)}
        onRedirect={redirect}
        onChangeAmount={() => go('deposit')}
      />
    );
  } else {
    content = <PaymentHistory currency={currency.code} />;
  }

  return (
    <div className="casino-stack">
      {shownWarning && findCurrency(shownWarning.currency) ? (
        <Alert tone="info" title={t('cashbox.warning.title')}>
          <p>
            {t(shownWarning.state === 'canceled' ? 'cashbox.warning.canceled' : 'cashbox.warning.declined', {
              amount: money(shownWarning.amount_cents, shownWarning.currency),
            })}{' '}
            {t(cancellationReasonKey(shownWarning.cancellation_reason))}
          </p>
          <Button variant="link" onClick={() => setShownWarning(null)}>
            {t('cashbox.warning.dismiss')}
          </Button>
        </Alert>
      ) : null}
      <nav aria-label={t('cashbox.nav.label')}>
        <ul className="casino-tabs">
          {NAV_STEPS.map((candidate) => (
            <li key={candidate}>
              <Button
                variant="secondary"
                aria-current={returned === undefined && candidate === step ? 'true' : undefined}
                onClick={() => go(candidate)}
              >
                {t(`cashbox.nav.${candidate}`)}
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      <div ref={panel}>{content}</div>
    </div>
  );
}
