import type { SignInResult } from '@casino/sdk';
import { type Appearance, SERVER_MESSAGES, type SessionUser } from '@casino/sdk/contract';
import { useId, useState } from 'react';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useT } from '../provider/useT';
import { formMessageText } from '../shell/formMessage';
import { type FormProblems, type FormRefusal, useForm } from '../shell/useForm';
import { WidgetShell } from '../shell/WidgetShell';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';

/** Props of {@link Login}. All optional. */
export interface LoginProps {
  /** Called with the session user once the player is signed in (after the code step for two-factor accounts). Defaults to none. */
  onSignedIn?: (user: SessionUser) => void;
  /** Called when the player asks for registration or a password reminder; without it those links are not shown. Defaults to none. */
  onNavigate?: (to: 'registration' | 'remind') => void;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/** Sign-in: email and password, the one-time-code step for two-factor accounts, server errors per field, the 451 refusal. */
export function Login({ appearance, ...props }: LoginProps) {
  return (
    <WidgetShell widget="login" appearance={appearance}>
      <LoginContent {...props} />
    </WidgetShell>
  );
}

type Step = 'credentials' | 'otp';
type LoginField = 'email' | 'password' | 'otp_attempt';
const STEP_FIELDS: Record<Step, readonly LoginField[]> = {
  credentials: ['email', 'password'],
  otp: ['otp_attempt'],
};
const OTP_FORMAT = /^\d{6}$/;

function LoginContent({ onSignedIn, onNavigate }: Omit<LoginProps, 'appearance'>) {
  const casino = useCasino();
  const restricted = useCasinoSignal((state) => state.restricted.value);
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const profile = useCasinoSignal((state) => state.profile.value);
  const sessionUser = useCasinoSignal((state) => state.sessionUser.value);
  const { t } = useT();
  const headingId = useId();
  const [step, setStep] = useState<Step>('credentials');
  const [signingOut, setSigningOut] = useState(false);
  const [refused, setRefused] = useState(false);
  const form = useForm({
    initial: { email: '', password: '', otp_attempt: '' },
    fields: STEP_FIELDS[step],
    t,
    // A refused code gets the sign-in's own text, which says where to find a current one.
    messageOf: (field, server) =>
      field === 'otp_attempt' && server === SERVER_MESSAGES.invalid ? { key: 'login.otp_invalid' } : undefined,
    validate: (values): FormProblems =>
      step === 'credentials'
        ? {
            email: values.email.trim() === '' ? ['required'] : [],
            password: values.password === '' ? ['required'] : [],
          }
        : { otp_attempt: OTP_FORMAT.test(values.otp_attempt) ? [] : [{ key: 'login.otp_format' }] },
    send: async (values) => {
      const result =
        step === 'credentials'
          ? await casino.session.signIn(values.email.trim(), values.password)
          : await casino.session.submitOtp(values.otp_attempt);
      return apply(result);
    },
  });
  const { values, set, errorOf, register, busy, formErrors } = form;

  const apply = (result: SignInResult): FormRefusal | undefined => {
    switch (result.status) {
      case 'signed_in':
        onSignedIn?.(result.user);
        return undefined;
      case 'otp_required':
        set('otp_attempt', '');
        setStep('otp');
        form.focus('otp_attempt');
        // Asked again for a code on the code step: the platform refused the one given.
        return step === 'otp' ? { errors: { otp_attempt: [SERVER_MESSAGES.invalid] } } : undefined;
      case 'restricted':
        setRefused(true);
        return undefined;
      case 'error':
        return { errors: result.errors };
    }
  };

  if (restricted || refused) {
    return (
      <section aria-labelledby={headingId} className="casino-stack">
        <h2 id={headingId}>{t('login.title')}</h2>
        <Alert tone="info" title={t('login.restricted')}>
          {t('login.restricted_hint')}
        </Alert>
      </section>
    );
  }

  if (loginState === 'logged') {
    const signOut = async () => {
      setSigningOut(true);
      try {
        await casino.session.signOut();
      } finally {
        setSigningOut(false);
      }
    };
    return (
      <section aria-labelledby={headingId} className="casino-stack">
        <h2 id={headingId}>{t('login.title')}</h2>
        <p>{t('login.signed_in', { email: profile?.email ?? sessionUser?.email ?? '' })}</p>
        <Button variant="secondary" busy={signingOut} onClick={signOut}>
          {t('login.sign_out')}
        </Button>
      </section>
    );
  }

  const backToCredentials = () => {
    setStep('credentials');
    set('password', '');
    set('otp_attempt', '');
    form.show({});
    form.focus('email');
  };

  return (
    <section aria-labelledby={headingId}>
      <form className="casino-stack" noValidate onSubmit={form.submit}>
        <h2 id={headingId}>{step === 'credentials' ? t('login.title') : t('login.otp_title')}</h2>
        {formErrors.length > 0 ? (
          <Alert title={t('login.failed')}>
            {formErrors.map((message) => {
              const text = formMessageText(t, message);
              return <p key={text}>{text}</p>;
            })}
          </Alert>
        ) : null}
        {step === 'credentials' ? (
          <>
            <TextField
              ref={register('email')}
              label={t('login.email')}
              name="email"
              type="email"
              autoComplete="username"
              required
              value={values.email}
              onValueChange={(value) => set('email', value)}
              error={errorOf('email')}
            />
            <TextField
              ref={register('password')}
              label={t('login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={values.password}
              onValueChange={(value) => set('password', value)}
              error={errorOf('password')}
            />
          </>
        ) : (
          <>
            <p>{t('login.otp_intro')}</p>
            <TextField
              ref={register('otp_attempt')}
              label={t('login.otp_code')}
              hint={t('login.otp_hint')}
              name="otp_attempt"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              value={values.otp_attempt}
              onValueChange={(value) => set('otp_attempt', value.replace(/\D/g, ''))}
              error={errorOf('otp_attempt')}
            />
          </>
        )}
        <Button type="submit" busy={busy}>
          {busy ? t('login.submitting') : step === 'credentials' ? t('login.submit') : t('login.otp_submit')}
        </Button>
        {step === 'otp' ? (
          <Button variant="link" onClick={backToCredentials}>
            {t('login.otp_back')}
          </Button>
        ) : null}
        {step === 'credentials' && onNavigate ? (
          <div className="casino-stack">
            <Button variant="link" onClick={() => onNavigate('remind')}>
              {t('login.forgot_password')}
            </Button>
            <p className="casino-row">
              <span>{t('login.no_account')}</span>
              <Button variant="link" onClick={() => onNavigate('registration')}>
                {t('login.sign_up')}
              </Button>
            </p>
          </div>
        ) : null}
      </form>
    </section>
  );
}
