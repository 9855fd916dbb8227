import type { Appearance, SessionUser } from '@casino/sdk/contract';
import { RegistrationRequest } from '@casino/sdk/contract';
import { defaultCurrency, minimumAge, resolveCountry, validateRegistration } from '@casino/sdk/rules';
import { useId, useMemo, useState } from 'react';
import { useCurrencies } from '../format/useCurrencies';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useT } from '../provider/useT';
import { countryName, currencyLabel } from '../shell/displayNames';
import { formMessageText } from '../shell/formMessage';
import { InfoUnavailable } from '../shell/InfoUnavailable';
import { useForm } from '../shell/useForm';
import { WidgetShell } from '../shell/WidgetShell';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { type RegistrationField, registrationFields } from './registrationFields';

/** Props of {@link Registration}. All optional. */
export interface RegistrationProps {
  /** Called with the session user once the account is created and signed in. Defaults to none. */
  onSignedUp?: (user: SessionUser) => void;
  /** Called when the player asks for the sign-in form; without it that link is not shown. Defaults to none. */
  onNavigate?: (to: 'login') => void;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/** Sign-up: the fields of the registration context, checked with the spec's rules before sending, server errors per field, the 451 refusal. */
export function Registration({ appearance, ...props }: RegistrationProps) {
  // The form needs the currency list: it loads alongside the casino's start, not after it.
  useCurrencies();
  return (
    <WidgetShell widget="registration" appearance={appearance}>
      <RegistrationContent {...props} />
    </WidgetShell>
  );
}

type Values = Record<string, string | boolean>;
const FIELD_ORDER = ['email', 'password', 'currency', 'country'];

function RegistrationContent({ onSignedUp, onNavigate }: Omit<RegistrationProps, 'appearance'>) {
  const restricted = useCasinoSignal((state) => state.restricted.value);
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const profile = useCasinoSignal((state) => state.profile.value);
  const sessionUser = useCasinoSignal((state) => state.sessionUser.value);
  const playerFields = useCasinoSignal((state) => state.playerFields.value);
  const { currencies, loading: currenciesLoading } = useCurrencies();
  const countries = useCasinoSignal((state) => state.countries.value);
  const { t } = useT();
  const headingId = useId();
  const [refused, setRefused] = useState(false);

  if (restricted || refused) {
    return (
      <section aria-labelledby={headingId} className="casino-stack">
        <h2 id={headingId}>{t('registration.title')}</h2>
        <Alert tone="info" title={t('registration.restricted')}>
          {t('registration.restricted_hint')}
        </Alert>
      </section>
    );
  }

  if (loginState === 'logged') {
    return (
      <section aria-labelledby={headingId} className="casino-stack">
        <h2 id={headingId}>{t('registration.title')}</h2>
        <p>{t('registration.signed_in', { email: profile?.email ?? sessionUser?.email ?? '' })}</p>
      </section>
    );
  }

  if (!playerFields || currencies.length === 0 || countries.length === 0) {
    return (
      <section aria-labelledby={headingId} className="casino-stack">
        <h2 id={headingId}>{t('registration.title')}</h2>
        <InfoUnavailable loading={playerFields !== null && countries.length > 0 && currenciesLoading} />
      </section>
    );
  }

  return <RegistrationForm onSignedUp={onSignedUp} onNavigate={onNavigate} onRefused={() => setRefused(true)} />;
}

interface RegistrationFormProps extends Omit<RegistrationProps, 'appearance'> {
  /** Called when the platform answers 451. */
  onRefused: () => void;
}

function RegistrationForm({ onSignedUp, onNavigate, onRefused }: RegistrationFormProps) {
  const casino = useCasino();
  const playerFields = useCasinoSignal((state) => state.playerFields.value);
  const { currencies } = useCurrencies();
  const countries = useCasinoSignal((state) => state.countries.value);
  const currentIp = useCasinoSignal((state) => state.currentIp.value);
  const licence = useCasinoSignal((state) => state.licence.value);
  const { t, language } = useT();
  const headingId = useId();
  const extraFields = useMemo(() => registrationFields(playerFields), [playerFields]);
  const visitorCountry = resolveCountry(currentIp?.country_code);
  const countryCurrency = (code: string) =>
    countries.find((country) => country.code === code)?.default_currency ?? defaultCurrency(code);
  const [currencyChosen, setCurrencyChosen] = useState(false);
  const age = minimumAge(licence);
  const form = useForm<Values>({
    initial: () => ({
      email: '',
      password: '',
      country: visitorCountry,
      currency: currentIp?.default_currency ?? countryCurrency(visitorCountry),
      terms_acceptance: false,
    }),
    fields: [...FIELD_ORDER, ...extraFields.map((field) => field.name), 'terms_acceptance'],
    t,
    messageOptions: { age },
    failed: { key: 'registration.failed' },
    validate: (values) => {
      const checked = extraFields.filter((field) => field.type !== 'checkbox').map((field) => field.name);
      return validateRegistration(values, {
        contextFields: checked,
        licence,
        requireConfirmation: checked.includes('password_confirmation'),
      });
    },
    send: async (values) => {
      const result = await casino.session.signUp(RegistrationRequest.parse({ user: values }).user);
      if (result.status === 'error') return { errors: result.errors };
      if (result.status === 'signed_up') onSignedUp?.(result.user);
      else onRefused();
      return undefined;
    },
  });
  const { values, set, text, errorOf, register, busy, formErrors, submit } = form;

  const currencyOptions = currencies.map((currency) => ({
    value: currency.code,
    label: currencyLabel(currency.code, language),
  }));
  if (!currencies.some((currency) => currency.code === values.currency)) {
    currencyOptions.unshift({ value: text('currency'), label: currencyLabel(text('currency'), language) });
  }
  const countryOptions = countries
    .map((country) => ({ value: country.code, label: countryName(country.code, language, country.name) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));

  const renderExtra = (field: RegistrationField) => {
    const label = t(`field.${field.name}`, { defaultValue: field.name.replace(/_/g, ' ') });
    if (field.type === 'checkbox') {
      return (
        <CheckboxField
          key={field.name}
          ref={register(field.name)}
          name={field.name}
          label={label}
          checked={values[field.name] === true}
          onCheckedChange={(checked) => set(field.name, checked)}
          error={errorOf(field.name)}
        />
      );
    }
    if (field.type === 'select') {
      return (
        <SelectField
          key={field.name}
          ref={register(field.name)}
          name={field.name}
          label={label}
          placeholder={t('common.choose')}
          options={field.choices.map((choice) => ({
            value: choice,
            label: t(`option.${field.name}.${choice}`, { defaultValue: choice }),
          }))}
          autoComplete={field.autoComplete}
          required
          value={text(field.name)}
          onValueChange={(value) => set(field.name, value)}
          error={errorOf(field.name)}
        />
      );
    }
    return (
      <TextField
        key={field.name}
        ref={register(field.name)}
        name={field.name}
        label={label}
        type={field.type}
        autoComplete={field.autoComplete}
        required
        value={text(field.name)}
        onValueChange={(value) => set(field.name, value)}
        error={errorOf(field.name)}
      />
    );
  };

  return (
    <section aria-labelledby={headingId}>
      <form className="casino-stack" noValidate onSubmit={submit}>
        <h2 id={headingId}>{t('registration.title')}</h2>
        {formErrors.length > 0 ? (
          <Alert>
            {formErrors.map((message) => {
              const line = formMessageText(t, message);
              return <p key={line}>{line}</p>;
            })}
          </Alert>
        ) : null}
        <TextField
          ref={register('email')}
          name="email"
          type="email"
          label={t('field.email')}
          autoComplete="email"
          required
          value={text('email')}
          onValueChange={(value) => set('email', value)}
          error={errorOf('email')}
        />
        <TextField
          ref={register('password')}
          name="password"
          type="password"
          label={t('field.password')}
          hint={t('registration.password_hint')}
          autoComplete="new-password"
          required
          value={text('password')}
          onValueChange={(value) => set('password', value)}
          error={errorOf('password')}
        />
        <SelectField
          ref={register('currency')}
          name="currency"
          label={t('field.currency')}
          options={currencyOptions}
          required
          value={text('currency')}
          onValueChange={(value) => {
            setCurrencyChosen(true);
            set('currency', value);
          }}
          error={errorOf('currency')}
        />
        <SelectField
          ref={register('country')}
          name="country"
          label={t('field.country')}
          options={countryOptions}
          autoComplete="country"
          required
          value={text('country')}
          onValueChange={(value) => {
            set('country', value);
            if (!currencyChosen) set('currency', countryCurrency(value));
          }}
          error={errorOf('country')}
        />
        {extraFields.map(renderExtra)}
        <CheckboxField
          ref={register('terms_acceptance')}
          name="terms_acceptance"
          label={t('registration.terms', { age })}
          required
          checked={values.terms_acceptance === true}
          onCheckedChange={(checked) => set('terms_acceptance', checked)}
          error={errorOf('terms_acceptance')}
        />
        <Button type="submit" busy={busy}>
          {busy ? t('registration.submitting') : t('registration.submit')}
        </Button>
        {onNavigate ? (
          <p className="casino-row">
            <span>{t('registration.have_account')}</span>
            <Button variant="link" onClick={() => onNavigate('login')}>
              {t('registration.sign_in')}
            </Button>
          </p>
        ) : null}
      </form>
    </section>
  );
}
