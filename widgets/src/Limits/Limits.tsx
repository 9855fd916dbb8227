import { fieldErrors } from '@casino/sdk';
import {
  type Appearance,
  type Currency,
  type Limit,
  type LimitRequest,
  LimitType as LimitTypes,
} from '@casino/sdk/contract';
import { errorMessageKey } from '@casino/sdk/i18n';
import {
  AMOUNT_LIMIT_TYPES,
  BLOCKING_LIMIT_TYPES,
  formatAmount,
  isActiveLimitReached,
  MAX_SESSION_MINUTES,
  parseAmount,
} from '@casino/sdk/rules';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { useCurrencies } from '../format/useCurrencies';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useResource } from '../provider/useResource';
import { useT } from '../provider/useT';
import { type FormMessage, formMessageText } from '../shell/formMessage';
import { InfoUnavailable } from '../shell/InfoUnavailable';
import { type FormProblems, useForm } from '../shell/useForm';
import { WidgetShell } from '../shell/WidgetShell';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';

/** Props of {@link Limits}. All optional. */
export interface LimitsProps {
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/** Responsible-gambling limits: the player's limits with their progress and pending changes, setting and removing them. */
export function Limits({ appearance }: LimitsProps) {
  return (
    <WidgetShell widget="limits" appearance={appearance}>
      <LimitsContent />
    </WidgetShell>
  );
}

type LimitType = Limit['type'];
type LimitField = 'type' | 'period' | 'amount' | 'minutes';
const TYPES: readonly LimitType[] = LimitTypes.options;
const PERIODS = ['daily', 'weekly', 'monthly'] as const;
const FIELD_ORDER: readonly LimitField[] = ['type', 'period', 'amount', 'minutes'];
const SERVER_FIELDS: Readonly<Record<string, LimitField>> = {
  type: 'type',
  period: 'period',
  amount_cents: 'amount',
  'accounts.0.amount_cents': 'amount',
  'accounts.0.currency': 'amount',
  accounts: 'amount',
  session_minutes: 'minutes',
};

function LimitsContent() {
  useSignals();
  const casino = useCasino();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const walletCurrency = useCasinoSignal((state) => state.activeAccount.value?.currency);
  const { currencies, loading: currenciesLoading } = useCurrencies(loginState === 'logged');
  const { t, language } = useT();
  const headingId = useId();
  const listId = useId();
  const formHeadingId = useId();
  const removeHintId = useId();
  const [removing, setRemoving] = useState<number | null>(null);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const [removeError, setRemoveError] = useState<FormMessage | null>(null);
  const { data: limits, status: load, error: loadError, reload } = useResource(casino.limits.resource);

  // The casino loaded the limits at start; the widget loads them again to show fresh progress, and tells the player
  // when they could not be read rather than claim there are none.
  useEffect(() => {
    if (loginState === 'logged') void casino.limits.load();
  }, [casino, loginState]);

  if (loginState !== 'logged') {
    return (
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{t('limits.title')}</h2>
        <p>{t('limits.guest')}</p>
      </section>
    );
  }
  if (currencies.length === 0) {
    return (
      <section aria-labelledby={headingId} className="casino-stack">
        <h2 id={headingId}>{t('limits.title')}</h2>
        <InfoUnavailable loading={currenciesLoading} />
      </section>
    );
  }

  const reached = casino.limits.reachedLimits.value;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const when = (iso: string | null) => (iso ? date.format(new Date(iso)) : '');
  const nameOf = (limit: Limit) =>
    limit.period && limit.type !== 'self_exclusion'
      ? t('limits.name', {
          type: t(`limits.type.${limit.type}`),
          period: t(limit.type === 'cooling_off' ? `limits.duration.${limit.period}` : `limits.period.${limit.period}`),
        })
      : t(`limits.type.${limit.type}`);

  const remove = async (limit: Limit) => {
    setRemoving(limit.id);
    setNotice(null);
    setRemoveError(null);
    try {
      await casino.limits.remove(limit.id);
      setNotice({ key: limit.status === 'pending' ? 'limits.removed_pending' : 'limits.removed' });
    } catch (error) {
      const server = Object.values(fieldErrors(error) ?? {}).flat()[0];
      setRemoveError(server === undefined ? { key: errorMessageKey(error) } : { server });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="casino-stack">
      <h2 id={headingId}>{t('limits.title')}</h2>
      {reached.length > 0 ? (
        <Alert tone="info" title={t('limits.reached_title')}>
          <p>{t('limits.reached_text', { names: reached.map(nameOf).join(', ') })}</p>
        </Alert>
      ) : null}
      {notice ? <Alert tone="success">{formMessageText(t, notice)}</Alert> : null}
      {removeError ? <Alert title={t('limits.remove_failed')}>{formMessageText(t, removeError)}</Alert> : null}
      <h3 id={listId}>{t('limits.list')}</h3>
      {loadError !== null ? (
        <Alert title={t('limits.load_failed')}>
          <Button variant="secondary" onClick={() => void reload()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      {limits.length === 0 && loadError === null && load !== 'ready' ? (
        <p role="status">{t('common.loading')}</p>
      ) : null}
      {limits.length === 0 && load === 'ready' ? <p>{t('limits.none')}</p> : null}
      {limits.length === 0 ? null : (
        <>
          <p id={removeHintId}>{t('limits.remove_hint')}</p>
          <ul aria-labelledby={listId} className="casino-stack">
            {limits.map((limit) => (
              <LimitItem
                key={limit.id}
                limit={limit}
                name={nameOf(limit)}
                currency={currencies.find((c) => c.code === limit.accounts[0]?.currency)}
                reached={isActiveLimitReached(limit)}
                when={when}
                removeHintId={removeHintId}
                busy={removing === limit.id}
                onRemove={() => remove(limit)}
              />
            ))}
          </ul>
        </>
      )}
      <LimitForm
        headingId={formHeadingId}
        currency={currencies.find((c) => c.code === walletCurrency)}
        onSaved={() => {
          setNotice({ key: 'limits.saved' });
          setRemoveError(null);
        }}
      />
    </section>
  );
}

interface LimitItemProps {
  limit: Limit;
  name: string;
  currency: Currency | undefined;
  reached: boolean;
  when: (iso: string | null) => string;
  removeHintId: string;
  busy: boolean;
  onRemove: () => void;
}

function LimitItem({ limit, name, currency, reached, when, removeHintId, busy, onRemove }: LimitItemProps) {
  const { t, language } = useT();
  const nameId = useId();
  const usedId = useId();
  const side = limit.accounts[0];
  const blocking = BLOCKING_LIMIT_TYPES.includes(limit.type);
  const pending = limit.status === 'pending';
  const format = (cents: number) => (currency ? formatAmount(cents, currency, { locale: language }) : '');
  const status = pending
    ? t('limits.status_pending', { date: when(limit.confirm_until) })
    : limit.disable_at && !blocking
      ? t('limits.status_removing', { date: when(limit.disable_at) })
      : reached
        ? t('limits.status_reached')
        : t('limits.status_active');

  return (
    <li className="casino-stack">
      <strong id={nameId}>{name}</strong>
      {side && currency ? (
        <div className="casino-field">
          <span>{t('limits.amount', { amount: format(side.amount_cents) })}</span>
          <progress
            className="casino-progress"
            aria-labelledby={nameId}
            aria-describedby={usedId}
            max={side.amount_cents}
            value={Math.min(Math.abs(side.current_value_amount_cents), side.amount_cents)}
          />
          <span id={usedId} className="casino-field__hint">
            {t('limits.used', {
              used: format(Math.abs(side.current_value_amount_cents)),
              amount: format(side.amount_cents),
            })}
          </span>
        </div>
      ) : null}
      {limit.session_minutes !== null ? <span>{t('limits.minutes', { minutes: limit.session_minutes })}</span> : null}
      {blocking ? <span>{t('limits.blocked_until', { date: when(limit.disable_at) })}</span> : null}
      <span>{t('limits.status', { status })}</span>
      {blocking || (limit.disable_at && limit.status === 'active') ? null : (
        <Button
          variant="secondary"
          busy={busy}
          aria-label={t(pending ? 'limits.cancel_change_named' : 'limits.remove_named', { name })}
          aria-describedby={removeHintId}
          onClick={onRemove}
        >
          {pending ? t('limits.cancel_change') : t('limits.remove')}
        </Button>
      )}
    </li>
  );
}

interface LimitFormProps {
  headingId: string;
  currency: Currency | undefined;
  onSaved: () => void;
}

function LimitForm({ headingId, currency, onSaved }: LimitFormProps) {
  const casino = useCasino();
  const { t, language } = useT();
  const [confirming, setConfirming] = useState(false);
  const form = useForm({
    initial: { type: 'deposit', period: 'daily', amount: '', minutes: '' },
    fields: FIELD_ORDER,
    t,
    fieldOf: (serverField) => SERVER_FIELDS[serverField],
    validate: (values): FormProblems => {
      if (AMOUNT_LIMIT_TYPES.includes(values.type as LimitType)) {
        const cents = currency ? parseAmount(values.amount, currency, language) : null;
        return { amount: !currency || cents === null || cents <= 0 ? [{ key: 'limits.amount_invalid' }] : [] };
      }
      if (values.type !== 'session') return {};
      const value = Number(values.minutes);
      const valid = /^\d+$/.test(values.minutes.trim()) && value >= 1 && value <= MAX_SESSION_MINUTES;
      return { minutes: valid ? [] : [{ key: 'limits.minutes_invalid', options: { max: MAX_SESSION_MINUTES } }] };
    },
    send: async (values) => {
      if (blocking && !confirming) {
        setConfirming(true);
        form.focus('confirm');
        return undefined;
      }
      try {
        await casino.limits.set(limitRequest(values));
      } finally {
        setConfirming(false);
      }
      form.set('amount', '');
      form.set('minutes', '');
      onSaved();
      return undefined;
    },
  });
  const { register, focus, busy, formErrors, errorOf } = form;
  const type = form.values.type as LimitType;
  const period = form.values.period as (typeof PERIODS)[number];
  const money = AMOUNT_LIMIT_TYPES.includes(type);
  const blocking = BLOCKING_LIMIT_TYPES.includes(type);

  /** The limit the checked values ask for. */
  const limitRequest = (values: typeof form.values): LimitRequest => {
    if (money && currency) {
      const cents = parseAmount(values.amount, currency, language) ?? 0;
      return { type, period, accounts: [{ currency: currency.code, amount_cents: cents }] };
    }
    if (type === 'session') return { type, period, session_minutes: Number(values.minutes) };
    return type === 'self_exclusion' ? { type } : { type, period };
  };

  const changeType = (value: string) => {
    const next = TYPES.find((candidate) => candidate === value);
    if (next) form.set('type', next);
    setConfirming(false);
    form.show({});
  };
  const duration = type === 'self_exclusion' ? t('limits.duration.self_exclusion') : t(`limits.duration.${period}`);

  return (
    <form className="casino-stack" noValidate aria-labelledby={headingId} onSubmit={form.submit}>
      <h3 id={headingId}>{t('limits.form_title')}</h3>
      <p>{t('limits.change_hint')}</p>
      {formErrors.length > 0 ? (
        <Alert title={t('limits.failed')}>
          {formErrors.map((message) => {
            const text = formMessageText(t, message);
            return <p key={text}>{text}</p>;
          })}
        </Alert>
      ) : null}
      <SelectField
        ref={register('type')}
        label={t('limits.field_type')}
        name="type"
        value={type}
        options={TYPES.map((value) => ({ value, label: t(`limits.type.${value}`) }))}
        hint={blocking ? t('limits.blocking_hint') : undefined}
        error={errorOf('type')}
        disabled={confirming}
        onValueChange={changeType}
      />
      {type === 'self_exclusion' ? (
        <p>{t('limits.self_exclusion_hint')}</p>
      ) : (
        <SelectField
          ref={register('period')}
          label={type === 'cooling_off' ? t('limits.field_duration') : t('limits.field_period')}
          name="period"
          value={period}
          options={PERIODS.map((value) => ({
            value,
            label: t(type === 'cooling_off' ? `limits.duration.${value}` : `limits.period.${value}`),
          }))}
          error={errorOf('period')}
          disabled={confirming}
          onValueChange={(value) => {
            const next = PERIODS.find((candidate) => candidate === value);
            if (next) form.set('period', next);
          }}
        />
      )}
      {money ? (
        <TextField
          ref={register('amount')}
          label={t('limits.field_amount', { currency: currency?.code ?? '' })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          value={form.values.amount}
          onValueChange={(value) => form.set('amount', value)}
          error={errorOf('amount')}
        />
      ) : null}
      {type === 'session' ? (
        <TextField
          ref={register('minutes')}
          label={t('limits.field_minutes')}
          name="session_minutes"
          inputMode="numeric"
          autoComplete="off"
          required
          value={form.values.minutes}
          onValueChange={(value) => form.set('minutes', value.replace(/\D/g, ''))}
          error={errorOf('minutes')}
        />
      ) : null}
      {confirming ? (
        <div className="casino-stack">
          <Alert tone="info" title={t('limits.confirm_title')}>
            <p>{t(`limits.confirm_${type}`, { duration })}</p>
          </Alert>
          <Button ref={register('confirm')} type="submit" busy={busy}>
            {busy ? t('limits.submitting') : t(`limits.confirm_yes_${type}`)}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setConfirming(false);
              focus('type');
            }}
          >
            {t('limits.confirm_no')}
          </Button>
        </div>
      ) : (
        <Button type="submit" busy={busy}>
          {busy ? t('limits.submitting') : t('limits.submit')}
        </Button>
      )}
    </form>
  );
}
