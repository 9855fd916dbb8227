import type { SignInResult } from '@casino/sdk';
import { type Appearance, SERVER_MESSAGES, type SessionUser } from '@casino/sdk/contract';
import { errorMessageKey } from '@casino/sdk/i18n';
import { type FormEvent, useId, useState } from 'react';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useT } from '../provider/useT';
import { type FormMessage, formMessageText, ruleMessage } from '../shell/formMessage';
import { useFieldFocus } from '../shell/useFieldFocus';
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
  const { register, focus } = useFieldFocus();
  const [step, setStep] = useState<Step>('credentials');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LoginField, FormMessage[]>>>({});
  const [formErrors, setFormErrors] = useState<FormMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);

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
      setBusy(true);
      try {
        await casino.session.signOut();
      } finally {
        setBusy(false);
      }
    };
    return (
      <section aria-labelledby={headingId} className="casino-stack">
        <h2 id={headingId}>{t('login.title')}</h2>
        <p>{t('login.signed_in', { email: profile?.email ?? sessionUser?.email ?? '' })}</p>
        <Button variant="secondary" busy={busy} onClick={signOut}>
          {t('login.sign_out')}
        </Button>
      </section>
    );
  }

  const showErrors = (errors: Readonly<Record<string, readonly string[]>>) => {
    const fields: Partial<Record<LoginField, FormMessage[]>> = {};
    const general: FormMessage[] = [];
    for (const [field, messages] of Object.entries(errors)) {
      const known = STEP_FIELDS[step].find((name) => name === field);
      // A refused code gets the sign-in's own text, which says where to find a current one.
      if (known === 'otp_attempt')
        fields[known] = messages.map((server) =>
          server === SERVER_MESSAGES.invalid ? { key: 'login.otp_invalid' } : { server },
        );
      else if (known) fields[known] = messages.map((server) => ({ server }));
      else general.push(...messages.map((server) => ({ server })));
    }
    setFieldErrors(fields);
    setFormErrors(general);
    const first = STEP_FIELDS[step].find((name) => fields[name]);
    if (first) focus(first);
  };

  const apply = (result: SignInResult) => {
    switch (result.status) {
      case 'signed_in':
        setFieldErrors({});
        setFormErrors([]);
        onSignedIn?.(result.user);
        return;
      case 'otp_required':
        setFormErrors([]);
        setCode('');
        // Asked again for a code on the code step: the platform refused the one given.
        setFieldErrors(step === 'otp' ? { otp_attempt: [{ key: 'login.otp_invalid' }] } : {});
        setStep('otp');
        focus('otp_attempt');
        return;
      case 'restricted':
        setRefused(true);
        return;
      case 'error':
        showErrors(result.errors);
        return;
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const local: Partial<Record<LoginField, FormMessage[]>> = {};
    if (step === 'credentials') {
      if (email.trim() === '') local.email = [ruleMessage('required')];
      if (password === '') local.password = [ruleMessage('required')];
    } else if (!OTP_FORMAT.test(code)) {
      local.otp_attempt = [{ key: 'login.otp_format' }];
    }
    if (Object.keys(local).length > 0) {
      setFieldErrors(local);
      setFormErrors([]);
      const first = STEP_FIELDS[step].find((name) => local[name]);
      if (first) focus(first);
      return;
    }
    setBusy(true);
    try {
      apply(
        step === 'credentials'
          ? await casino.session.signIn(email.trim(), password)
          : await casino.session.submitOtp(code),
      );
    } catch (error) {
      setFieldErrors({});
      setFormErrors([{ key: errorMessageKey(error) }]);
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: LoginField) => {
    const messages = fieldErrors[field];
    return messages && messages.length > 0 ? messages.map((m) => formMessageText(t, m)).join(' ') : undefined;
  };

  const backToCredentials = () => {
    setStep('credentials');
    setPassword('');
    setCode('');
    setFieldErrors({});
    setFormErrors([]);
    focus('email');
  };

  return (
    <section aria-labelledby={headingId}>
      <form className="casino-stack" noValidate onSubmit={submit}>
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
              value={email}
              onValueChange={setEmail}
              error={errorOf('email')}
            />
            <TextField
              ref={register('password')}
              label={t('login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onValueChange={setPassword}
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
              value={code}
              onValueChange={(value) => setCode(value.replace(/\D/g, ''))}
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
