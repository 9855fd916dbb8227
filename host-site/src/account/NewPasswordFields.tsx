import { type ValidationCode, validateConfirmation, validatePassword } from '@casino/sdk/rules';
import { type Form, TextField } from '@casino/widgets';
import { useSiteT } from '../i18n/useSiteT';

/** The values of a new password and its confirmation. */
export type NewPassword = { password: string; password_confirmation: string };

/** The rules a new password and its confirmation break, per field, for `useForm`'s `validate`. */
export function newPasswordProblems({
  password,
  password_confirmation,
}: NewPassword): Record<string, ValidationCode[]> {
  const problems: Record<string, ValidationCode[]> = {};
  const passwordCode = password === '' ? 'required' : validatePassword(password);
  const confirmationCode = validateConfirmation(password, password_confirmation);
  if (passwordCode) problems.password = [passwordCode];
  if (confirmationCode) problems.password_confirmation = [confirmationCode];
  return problems;
}

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  /** The form whose `password` and `password_confirmation` fields these are. */
  form: Form<NewPassword>;
}

/** The new password and its confirmation, as the reset and change-password forms ask for them. */
export function NewPasswordFields({ form }: NewPasswordFieldsProps) {
  const { t } = useSiteT();
  return (
    <>
      <TextField
        ref={form.register('password')}
        label={t('field.newPassword')}
        hint={t('widgets:registration.password_hint')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={form.text('password')}
        onValueChange={(value) => form.set('password', value)}
        error={form.errorOf('password')}
      />
      <TextField
        ref={form.register('password_confirmation')}
        label={t('field.passwordConfirmation')}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        value={form.text('password_confirmation')}
        onValueChange={(value) => form.set('password_confirmation', value)}
        error={form.errorOf('password_confirmation')}
      />
    </>
  );
}
