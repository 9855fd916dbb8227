import { Alert, type FormMessage, formMessageText } from '@casino/widgets';
import { useSiteT } from '../i18n/useSiteT';

/** Props of {@link FormErrors}. */
export interface FormErrorsProps {
  /** The form's messages about the whole form (`form.formErrors`). Shown only when there are some. */
  messages: readonly FormMessage[];
}

/** The alert above an account form that lists the messages not tied to one of its fields. */
export function FormErrors({ messages }: FormErrorsProps) {
  const { t } = useSiteT();
  if (messages.length === 0) return null;
  return (
    <Alert title={t('errors.title')}>
      {messages.map((message) => {
        const text = formMessageText(t, message);
        return <p key={text}>{text}</p>;
      })}
    </Alert>
  );
}
