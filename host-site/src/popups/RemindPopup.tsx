import { validateEmail } from '@casino/sdk/rules';
import { Alert, Button, TextField, useCasino, useForm } from '@casino/widgets';
import { useId, useState } from 'react';
import { FormErrors } from '../account/FormErrors';
import { useSiteT } from '../i18n/useSiteT';
import { GuestOnly } from '../routing/GuestOnly';
import { usePopupNavigation } from '../routing/usePopupNavigation';
import { PopupDialog } from './PopupDialog';

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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initial: { email: '' },
    fields: ['email'],
    t,
    validate: ({ email }) => {
      const address = email.trim();
      const code = address === '' ? 'required' : validateEmail(address);
      return { email: code ? [code] : [] };
    },
    send: async ({ email }) => {
      await casino.session.requestPasswordReset(email.trim());
      setSentTo(email.trim());
      return undefined;
    },
  });

  if (sentTo !== null) {
    return (
      <div className="casino-stack">
        <Alert tone="success">{t('remind.sent', { email: sentTo })}</Alert>
        <Button onClick={onSignIn}>{t('remind.backToSignIn')}</Button>
      </div>
    );
  }
  return (
    <form className="casino-stack" noValidate onSubmit={form.submit}>
      <p>{t('remind.intro')}</p>
      <FormErrors messages={form.formErrors} />
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
      <Button type="submit" busy={form.busy}>
        {form.busy ? t('remind.submitting') : t('remind.submit')}
      </Button>
      <Button variant="link" onClick={onSignIn}>
        {t('remind.backToSignIn')}
      </Button>
    </form>
  );
}
