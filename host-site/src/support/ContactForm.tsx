import { CONTACT_MESSAGE_LIMITS, ContactMessageSent, routePath } from '@casino/sdk/contract';
import { validateContactMessage } from '@casino/sdk/rules';
import { Alert, Button, TextField, useCasino, useCasinoSignal, useForm } from '@casino/widgets';
import { useId, useState } from 'react';
import { FormErrors } from '../account/FormErrors';
import { useSiteT } from '../i18n/useSiteT';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * The contact form (POST /api/send_contact_message): name, email, subject and message, checked by the same rules as
 * the server; a signed-in player's name and email are filled in. Once sent it says so with the message's number.
 */
export function ContactForm() {
  const casino = useCasino();
  const { t } = useSiteT();
  const messageId = useId();
  const user = useCasinoSignal((state) => state.profile.value);
  const [sentId, setSentId] = useState<number | null>(null);
  const form = useForm({
    initial: () => ({
      name: [user?.first_name, user?.last_name].filter(Boolean).join(' ') || (user?.nickname ?? ''),
      email: user?.email ?? '',
      subject: '',
      message: '',
    }),
    fields: FIELDS,
    t,
    validate: (values) => validateContactMessage(values),
    send: async (values) => {
      const { id } = await casino.http.post(routePath('sendContactMessage'), values, ContactMessageSent);
      setSentId(id);
      return undefined;
    },
  });
  if (sentId !== null) {
    return (
      <Alert tone="success" title={t('contact.sentTitle')}>
        <p>{t('contact.sent', { id: sentId })}</p>
      </Alert>
    );
  }
  const messageError = form.errorOf('message');
  return (
    <form className="casino-stack contact-form" noValidate onSubmit={(event) => void form.submit(event)}>
      <FormErrors messages={form.formErrors} />
      <TextField
        ref={form.register('name')}
        label={t('contact.name')}
        name="name"
        autoComplete="name"
        required
        maxLength={CONTACT_MESSAGE_LIMITS.name}
        value={form.text('name')}
        onValueChange={(value) => form.set('name', value)}
        error={form.errorOf('name')}
      />
      <TextField
        ref={form.register('email')}
        label={t('contact.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={CONTACT_MESSAGE_LIMITS.email}
        value={form.text('email')}
        onValueChange={(value) => form.set('email', value)}
        error={form.errorOf('email')}
      />
      <TextField
        ref={form.register('subject')}
        label={t('contact.subject')}
        name="subject"
        required
        maxLength={CONTACT_MESSAGE_LIMITS.subject}
        value={form.text('subject')}
        onValueChange={(value) => form.set('subject', value)}
        error={form.errorOf('subject')}
      />
      <div className="casino-field">
        <label className="casino-field__label" htmlFor={messageId}>
          {t('contact.message')}
        </label>
        <textarea
          ref={form.register('message')}
          id={messageId}
          name="message"
          className="casino-field__input contact-form__message"
          rows={5}
          required
          maxLength={CONTACT_MESSAGE_LIMITS.message}
          value={form.text('message')}
          onChange={(event) => form.set('message', event.currentTarget.value)}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
        />
        {messageError ? (
          <p id={`${messageId}-error`} className="casino-field__error">
            {messageError}
          </p>
        ) : null}
      </div>
      <Button type="submit" busy={form.busy}>
        {form.busy ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}
