import { validateConfirmation, validatePassword } from '@casino/sdk/rules';
import { Alert, Button, TextField, useCasino } from '@casino/widgets';
import { type FormEvent, useId, useState } from 'react';
import { FormErrors } from '../account/FormErrors';
import { ruleMessage } from '../account/formMessage';
import { NewPasswordFields } from '../account/NewPasswordFields';
import { useAccountForm } from '../account/useAccountForm';
import { useSiteT } from '../i18n/useSiteT';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/** Changes the signed-in player's password: current password, new password, and its repetition. */
export function ChangePasswordForm() {
  const casino = useCasino();
  const { t } = useSiteT();
  const titleId = useId();
  const form = useAccountForm(FIELDS);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [changed, setChanged] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChanged(false);
    const passwordCode = password === '' ? 'required' : validatePassword(password);
    const confirmationCode = validateConfirmation(password, confirmation);
    const valid = form.check({
      current_password: current === '' ? ruleMessage('required') : null,
      password: passwordCode ? ruleMessage(passwordCode) : null,
      password_confirmation: confirmationCode ? ruleMessage(confirmationCode) : null,
    });
    if (!valid) return;
    if (await form.submit(() => casino.session.changePassword(current, password, confirmation))) {
      setCurrent('');
      setPassword('');
      setConfirmation('');
      setChanged(true);
    }
  };

  return (
    <section aria-labelledby={titleId}>
      <form className="casino-stack" noValidate onSubmit={submit}>
        <h2 id={titleId}>{t('security.changePassword')}</h2>
        {changed ? <Alert tone="success">{t('security.passwordChanged')}</Alert> : null}
        <FormErrors errors={form.generalErrors} />
        <TextField
          ref={form.register('current_password')}
          label={t('field.currentPassword')}
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onValueChange={setCurrent}
          error={form.errorOf('current_password')}
        />
        <NewPasswordFields
          form={form}
          password={password}
          onPasswordChange={setPassword}
          confirmation={confirmation}
          onConfirmationChange={setConfirmation}
        />
        <Button type="submit" busy={form.busy}>
          {form.busy ? t('security.changingPassword') : t('security.changePasswordSubmit')}
        </Button>
      </form>
    </section>
  );
}
