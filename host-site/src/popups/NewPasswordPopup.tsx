import { Alert, Button, useCasino, useForm } from '@casino/widgets';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { FormErrors } from '../account/FormErrors';
import { NewPasswordFields, newPasswordProblems } from '../account/NewPasswordFields';
import { useSiteT } from '../i18n/useSiteT';
import { usePopupNavigation } from '../routing/usePopupNavigation';
import { PopupDialog } from './PopupDialog';

/** Query parameter of the reset link that carries the reset token. */
export const RESET_TOKEN_PARAM = 'reset_password_token';

/** The new-password popup (/new-password, #new-password): sets a new password with the token of the emailed link. */
export function NewPasswordPopup() {
  const { t } = useSiteT();
  const popup = usePopupNavigation();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get(RESET_TOKEN_PARAM);
  const titleId = useId();
  return (
    <PopupDialog label={t('newPassword.title')} labelledBy={titleId} onClose={popup.close}>
      <h2 id={titleId}>{t('newPassword.title')}</h2>
      {token ? (
        <NewPasswordForm token={token} onSignIn={() => popup.open('/sign-in')} onRemind={() => popup.open('/remind')} />
      ) : (
        <div className="casino-stack">
          <Alert>{t('newPassword.missingToken')}</Alert>
          <Button onClick={() => popup.open('/remind')}>{t('newPassword.requestNew')}</Button>
        </div>
      )}
    </PopupDialog>
  );
}

interface NewPasswordFormProps {
  token: string;
  onSignIn: () => void;
  onRemind: () => void;
}

function NewPasswordForm({ token, onSignIn, onRemind }: NewPasswordFormProps) {
  const casino = useCasino();
  const { t } = useSiteT();
  const [done, setDone] = useState(false);
  const form = useForm({
    initial: { password: '', password_confirmation: '' },
    fields: ['reset_password_token', 'password', 'password_confirmation'],
    t,
    validate: newPasswordProblems,
    send: async ({ password, password_confirmation }) => {
      await casino.session.resetPassword(token, password, password_confirmation);
      setDone(true);
      return undefined;
    },
  });

  if (done) {
    return (
      <div className="casino-stack">
        <Alert tone="success">{t('newPassword.done')}</Alert>
        <Button onClick={onSignIn}>{t('newPassword.signIn')}</Button>
      </div>
    );
  }
  const tokenRefused = form.errorOf('reset_password_token') !== undefined;
  return (
    <form className="casino-stack" noValidate onSubmit={form.submit}>
      {tokenRefused ? (
        <Alert title={t('newPassword.invalidToken')}>
          <Button variant="link" onClick={onRemind}>
            {t('newPassword.requestNew')}
          </Button>
        </Alert>
      ) : null}
      <FormErrors messages={form.formErrors} />
      <NewPasswordFields form={form} />
      <Button type="submit" busy={form.busy}>
        {form.busy ? t('newPassword.submitting') : t('newPassword.submit')}
      </Button>
    </form>
  );
}
