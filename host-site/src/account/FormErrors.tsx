import { Alert } from '@casino/widgets';
import { useSiteT } from '../i18n/useSiteT';

/** Props of {@link FormErrors}. */
export interface FormErrorsProps {
  /** Texts of the errors about the whole form. Shown only when there are some. */
  errors: readonly string[];
}

/** The alert above an account form that lists the errors not tied to one of its fields. */
export function FormErrors({ errors }: FormErrorsProps) {
  const { t } = useSiteT();
  if (errors.length === 0) return null;
  return (
    <Alert title={t('errors.title')}>
      {errors.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Alert>
  );
}
