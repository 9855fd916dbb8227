import { validateEmail } from '@casino/sdk/rules';
import { Alert, Button, TextField, useCasino } from '@casino/widgets';
import { type FormEvent, useId, useState } from 'react';
import { FormErrors } from '../account/FormErrors';
import { ruleMessage } from '../account/formMessage';
import { useAccountForm } from '../account/useAccountForm';
import { useSiteT } from '../i18n/useSiteT';
import { GuestOnly } from '../routing/GuestOnly';
import { usePopupNavigation } from '../routing/usePopupNavigation';
import { PopupDialog } from './PopupDialog';

const FIELDS = ['email'] as const;

/** The password reminder popup (/remind, #remind): asks for the email address and has a reset link sent to it. */
export function RemindPopup() {
  const { t } = useSiteT();
  const popup = usePopupNavigation();
  const titleId = useId();
  return (
    <PopupDialog label={t('remind.title')} labelledBy={titleId} onClose={popup.close}>
      <h2 id={titleId}>{t('remind.title')}</h2>
      <GuestOnly>
        <RemindForm onSignIn={() => popup.open('/sign-in')} />
      </GuestOnly>
    </PopupDialog>
  );
}

function RemindForm({ onSignIn }: { onSignIn: () => void }) {
  const casino = useCasino();
  const { t } = useSiteT();
  const form = useAccountForm(FIELDS);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    const code = address === '' ? 'required' : validateEmail(address);
    if (!form.check({ email: code ? ruleMessage(code) : null })) return;
    if (await form.submit(() => casino.session.requestPasswordReset(address))) setSentTo(address);
  };

  if (sentTo !== null) {
    return (
      <div className="casino-stack">
        <Alert tone="success">{t('remind.sent', { email: sentTo })}</Alert>
        <Button onClick={onSignIn}>{t('remind.backToSignIn')}</Button>
      </div>
    );
  }
  return (
    <form className="casino-stack" noValidate onSubmit={submit}>
      <p>{t('remind.intro')}</p>
      <FormErrors errors={form.generalErrors} />
      <TextField
        ref={form.register('email')}
        label={t('widgets:field.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onValueChange={setEmail}
        error={form.errorOf('email')}
      />
      <Button type="submit" busy={form.busy}>
        {form.busy ? t('remind.submitting') : t('remind.submit')}
      </Button>
      <Button variant="link" onClick={onSignIn}>
        {t('remind.backToSignIn')}
      </Button>
    </form>
  );
}
