import { validateConfirmation, validatePassword } from '@casino/sdk/rules';
import { Alert, Button, useCasino } from '@casino/widgets';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { FormErrors } from '../account/FormErrors';
import { ruleMessage } from '../account/formMessage';
import { NewPasswordFields } from '../account/NewPasswordFields';
import { useAccountForm } from '../account/useAccountForm';
import { useSiteT } from '../i18n/useSiteT';
import { usePopupNavigation } from '../routing/usePopupNavigation';
import { PopupDialog } from './PopupDialog';

/** Query parameter of the reset link that carries the reset token. */
export const RESET_TOKEN_PARAM = 'reset_password_token';

const FIELDS = ['reset_password_token', 'password', 'password_confirmation'] as const;

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
  const form = useAccountForm(FIELDS);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const passwordCode = password === '' ? 'required' : validatePassword(password);
    const confirmationCode = validateConfirmation(password, confirmation);
    const valid = form.check({
      password: passwordCode ? ruleMessage(passwordCode) : null,
      password_confirmation: confirmationCode ? ruleMessage(confirmationCode) : null,
    });
    if (!valid) return;
    if (await form.submit(() => casino.session.resetPassword(token, password, confirmation))) setDone(true);
  };

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
    <form className="casino-stack" noValidate onSubmit={submit}>
      {tokenRefused ? (
        <Alert title={t('newPassword.invalidToken')}>
          <Button variant="link" onClick={onRemind}>
            {t('newPassword.requestNew')}
          </Button>
        </Alert>
      ) : null}
      <FormErrors errors={form.generalErrors} />
      <NewPasswordFields
        form={form}
        password={password}
        onPasswordChange={setPassword}
        confirmation={confirmation}
        onConfirmationChange={setConfirmation}
      />
      <Button type="submit" busy={form.busy}>
        {form.busy ? t('newPassword.submitting') : t('newPassword.submit')}
      </Button>
    </form>
  );
}
