import { validateEmail } from '@casino/sdk/rules';
import { Alert, Button, TextField, useCasino, useCasinoSignal } from '@casino/widgets';
import { type FormEvent, useId, useState } from 'react';
import { FormErrors } from '../account/FormErrors';
import { ruleMessage } from '../account/formMessage';
import { useAccountForm } from '../account/useAccountForm';
import { useSiteT } from '../i18n/useSiteT';
import { usePopupNavigation } from '../routing/usePopupNavigation';
import { PopupDialog } from './PopupDialog';

const FIELDS = ['email'] as const;

/** The email-verify popup (/email-verify): asks the player to follow the link in their inbox, and can send it again. */
export function EmailVerifyPopup() {
  const casino = useCasino();
  const profile = useCasinoSignal((state) => state.profile.value);
  const sessionUser = useCasinoSignal((state) => state.sessionUser.value);
  const { t } = useSiteT();
  const popup = usePopupNavigation();
  const titleId = useId();
  const knownEmail = profile?.email ?? sessionUser?.email ?? null;
  const form = useAccountForm<'email'>(knownEmail ? [] : FIELDS);
  const [typed, setTyped] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const resend = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = (knownEmail ?? typed).trim();
    const code = address === '' ? 'required' : validateEmail(address);
    if (!form.check({ email: code ? ruleMessage(code) : null })) return;
    if (await form.submit(() => casino.session.resendConfirmation(address))) setSentTo(address);
  };

  return (
    <PopupDialog label={t('emailVerify.title')} labelledBy={titleId} onClose={popup.close}>
      <form className="casino-stack" noValidate onSubmit={resend}>
        <h2 id={titleId}>{t('emailVerify.title')}</h2>
        <p>{knownEmail ? t('emailVerify.sentTo', { email: knownEmail }) : t('emailVerify.intro')}</p>
        {sentTo ? <Alert tone="success">{t('emailVerify.resent', { email: sentTo })}</Alert> : null}
        <FormErrors errors={form.generalErrors} />
        {knownEmail ? null : (
          <TextField
            ref={form.register('email')}
            label={t('widgets:field.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={typed}
            onValueChange={setTyped}
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
