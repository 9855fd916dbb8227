import { TextField } from '@casino/widgets';
import { useSiteT } from '../i18n/useSiteT';
import type { AccountForm } from './useAccountForm';

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  /** The form whose `password` and `password_confirmation` fields these are. */
  form: AccountForm<'password' | 'password_confirmation'>;
  password: string;
  onPasswordChange: (value: string) => void;
  confirmation: string;
  onConfirmationChange: (value: string) => void;
}

/** The new password and its confirmation, as the reset and change-password forms ask for them. */
export function NewPasswordFields({
  form,
  password,
  onPasswordChange,
  confirmation,
  onConfirmationChange,
}: NewPasswordFieldsProps) {
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
        value={password}
        onValueChange={onPasswordChange}
        error={form.errorOf('password')}
      />
      <TextField
        ref={form.register('password_confirmation')}
        label={t('field.passwordConfirmation')}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onValueChange={onConfirmationChange}
        error={form.errorOf('password_confirmation')}
      />
    </>
  );
}
