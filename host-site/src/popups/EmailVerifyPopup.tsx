import { validateEmail } from '@casino/sdk/rules';
import { Alert, Button, TextField, useCasino, useCasinoSignal, useForm } from '@casino/widgets';
import { useId, useState } from 'react';
import { FormErrors } from '../account/FormErrors';
import { useSiteT } from '../i18n/useSiteT';
import { usePopupNavigation } from '../routing/usePopupNavigation';
import { PopupDialog } from './PopupDialog';

/** The email-verify popup (/email-verify): asks the player to follow the link in their inbox, and can send it again. */
export function EmailVerifyPopup() {
  const casino = useCasino();
  const profile = useCasinoSignal((state) => state.profile.value);
  const sessionUser = useCasinoSignal((state) => state.sessionUser.value);
  const { t } = useSiteT();
  const popup = usePopupNavigation();
  const titleId = useId();
  const knownEmail = profile?.email ?? sessionUser?.email ?? null;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const address = (typed: string) => (knownEmail ?? typed).trim();
  const form = useForm({
    initial: { email: '' },
    fields: knownEmail ? [] : ['email'],
    t,
    validate: ({ email }) => {
      const code = address(email) === '' ? 'required' : validateEmail(address(email));
      return { email: code && !knownEmail ? [code] : [] };
    },
    send: async ({ email }) => {
      await casino.session.resendConfirmation(address(email));
      setSentTo(address(email));
      return undefined;
    },
  });

  return (
    <PopupDialog label={t('emailVerify.title')} labelledBy={titleId} onClose={popup.close}>
      <form className="casino-stack" noValidate onSubmit={form.submit}>
        <h2 id={titleId}>{t('emailVerify.title')}</h2>
        <p>{knownEmail ? t('emailVerify.sentTo', { email: knownEmail }) : t('emailVerify.intro')}</p>
        {sentTo ? <Alert tone="success">{t('emailVerify.resent', { email: sentTo })}</Alert> : null}
        <FormErrors messages={form.formErrors} />
        {knownEmail ? null : (
          <TextField
            ref={form.register('email')}
            label={t('widgets:field.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={form.text('email')}
            onValueChange={(value) => form.set('email', value)}
            error={form.errorOf('email')}
          />
        )}
        <div className="casino-row">
          <Button type="submit" variant="secondary" busy={form.busy}>
            {form.busy ? t('emailVerify.resending') : t('emailVerify.resend')}
          </Button>
          <Button onClick={popup.finish}>{t('emailVerify.continue')}</Button>
        </div>
      </form>
    </PopupDialog>
  );
}
