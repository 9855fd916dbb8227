import type { TwoFactorSecret } from '@casino/sdk/contract';
import { Alert, Button, TextField, useCasino, useCasinoSignal, useForm } from '@casino/widgets';
import { useId, useState } from 'react';
import { FormErrors } from '../account/FormErrors';
import { useSiteT } from '../i18n/useSiteT';

const CODE_FORMAT = /^\d{6}$/;

/** Whether a QR code from the platform is an image data URL, the only kind the page shows. */
export function isImageDataUrl(value: string): boolean {
  return /^data:image\/(png|svg\+xml|gif|jpeg|webp)[;,]/.test(value);
}

/** Two-factor sign-in: turn it on with the QR code (or key) and a code from the app, or off with a code. */
export function TwoFactorSection() {
  const casino = useCasino();
  const profile = useCasinoSignal((state) => state.profile.value);
  const { t } = useSiteT();
  const titleId = useId();
  const [secret, setSecret] = useState<TwoFactorSecret | null>(null);
  const [notice, setNotice] = useState<'enabled' | 'disabled' | null>(null);
  const enabled = profile?.two_factor_enabled ?? false;
  const form = useForm({
    initial: { authentication_code: '' },
    fields: ['authentication_code'],
    t,
    validate: ({ authentication_code }) => ({
      authentication_code: CODE_FORMAT.test(authentication_code) ? [] : [{ key: 'security.codeFormat' }],
    }),
    send: async ({ authentication_code }) => {
      const turningOn = !enabled;
      if (turningOn && secret) await casino.player.twoFactor.enable(secret.otp_secret, authentication_code);
      else await casino.player.twoFactor.disable(authentication_code);
      form.reset();
      setSecret(null);
      setNotice(turningOn ? 'enabled' : 'disabled');
      return undefined;
    },
  });

  const start = () => {
    setNotice(null);
    return form.run(async () => {
      const answer = await casino.player.twoFactor.get();
      if (answer === null) await casino.session.reloadProfile();
      else setSecret(answer);
      return undefined;
    });
  };

  const codeField = (
    <TextField
      ref={form.register('authentication_code')}
      label={t('security.code')}
      hint={t('security.codeHint')}
      name="authentication_code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      value={form.text('authentication_code')}
      onValueChange={(value) => form.set('authentication_code', value)}
      error={form.errorOf('authentication_code')}
    />
  );

  return (
    <section className="casino-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('security.twoFactor')}</h2>
      <p>{enabled ? t('security.twoFactorOn') : t('security.twoFactorOff')}</p>
      {notice ? (
        <Alert tone="success">{notice === 'enabled' ? t('security.enabled') : t('security.disabled')}</Alert>
      ) : null}
      <FormErrors messages={form.formErrors} />
      {enabled ? (
        <form className="casino-stack" noValidate onSubmit={form.submit}>
          <p>{t('security.disableIntro')}</p>
          {codeField}
          <Button type="submit" variant="secondary" busy={form.busy}>
            {t('security.disable')}
          </Button>
        </form>
      ) : null}
      {!enabled && secret === null ? (
        <Button onClick={start} busy={form.busy}>
          {t('security.enable')}
        </Button>
      ) : null}
      {!enabled && secret !== null ? (
        <form className="casino-stack" noValidate onSubmit={form.submit}>
          <p>{t('security.scanIntro')}</p>
          {isImageDataUrl(secret.data) ? (
            <img className="two-factor__qr" src={secret.data} alt={t('security.qrAlt')} width={200} height={200} />
          ) : null}
          <p>
            {t('security.manualKey')} <code className="two-factor__key">{secret.otp_secret}</code>
          </p>
          {codeField}
          <div className="casino-row">
            <Button type="submit" busy={form.busy}>
              {t('security.confirmEnable')}
            </Button>
            <Button variant="secondary" onClick={() => setSecret(null)}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
