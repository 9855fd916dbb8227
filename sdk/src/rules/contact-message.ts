import type { FieldErrors } from './validation';
import { validateEmail, validateName } from './validation';

/** The fields of a contact message as typed. */
export interface ContactMessageFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * Checks a contact message (POST /api/send_contact_message): every field filled in, the name by the name rule and the
 * email by the address pattern. Lengths are the contract's. Used by the contact form and by the server.
 */
export function validateContactMessage(
  fields: Readonly<Partial<Record<keyof ContactMessageFields, unknown>>>,
): FieldErrors {
  const errors: FieldErrors = {};
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    const value = text(fields[field]);
    const code =
      value === ''
        ? 'required'
        : field === 'email'
          ? validateEmail(value)
          : field === 'name'
            ? validateName(value)
            : null;
    if (code) errors[field] = [code];
  }
  return errors;
}
