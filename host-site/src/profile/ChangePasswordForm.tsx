import { Alert, Button, TextField, useCasino, useForm } from '@casino/widgets';
import { useId, useState } from 'react';
import { FormErrors } from '../account/FormErrors';
import { NewPasswordFields, newPasswordProblems } from '../account/NewPasswordFields';
import { useSiteT } from '../i18n/useSiteT';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Changes the signed-in player's password: current password, new password, and its repetition. */
export function ChangePasswordForm() {
  const casino = useCasino();
  const { t } = useSiteT();
  const titleId = useId();
  const [changed, setChanged] = useState(false);
  const form = useForm({
    initial: EMPTY,
    fields: ['current_password', 'password', 'password_confirmation'],
    t,
    validate: (values) => ({
      ...(values.current_password === '' ? { current_password: ['required' as const] } : {}),
      ...newPasswordProblems(values),
    }),
    send: async (values) => {
      await casino.session.changePassword(values.current_password, values.password, values.password_confirmation);
      form.reset();
      setChanged(true);
      return undefined;
    },
  });

  return (
    <section aria-labelledby={titleId}>
      <form
        className="casino-stack"
        noValidate
        onSubmit={(event) => {
          setChanged(false);
          void form.submit(event);
        }}
      >
        <h2 id={titleId}>{t('security.changePassword')}</h2>
        {changed ? <Alert tone="success">{t('security.passwordChanged')}</Alert> : null}
        <FormErrors messages={form.formErrors} />
        <TextField
          ref={form.register('current_password')}
          label={t('field.currentPassword')}
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          value={form.text('current_password')}
          onValueChange={(value) => form.set('current_password', value)}
          error={form.errorOf('current_password')}
        />
        <NewPasswordFields form={form} />
        <Button type="submit" busy={form.busy}>
          {form.busy ? t('security.changingPassword') : t('security.changePasswordSubmit')}
        </Button>
      </form>
    </section>
  );
}
