import { fieldErrors, NetworkError } from '@casino/sdk';
import { readServerMessage } from '@casino/sdk/contract';
import { serverMessageKey, validationMessageKey } from '@casino/sdk/i18n';
import type { ValidationCode } from '@casino/sdk/rules';

/** A message of a form, kept untranslated so that it follows a language switch: a key the site translates, or a server's text. */
export type FormMessage = { key: string; options?: Record<string, unknown> } | { server: string };

/** The message of a validation rule that refused a value, as its `sdk:validation.<code>` text. */
export function ruleMessage(code: ValidationCode): FormMessage {
  return { key: validationMessageKey(code) };
}

/**
 * The text of a form message in the current language: the server's English rule messages become the SDK's
 * `sdk:validation.<code>` texts (the same as the site's own checks), its other known messages `sdk:server.<code>`;
 * any other server text shows as written.
 */
export function messageText(
  t: (key: string, options?: Record<string, unknown>) => string,
  message: FormMessage,
): string {
  if ('key' in message) return t(message.key, message.options);
  const key = serverMessageKey(message.server);
  if (key === null) return message.server;
  const count = readServerMessage(message.server)?.count;
  return t(key, count === undefined ? undefined : { count });
}

/** What a failed account call means for its form: messages per field from a 4xx body, or one general message. */
export interface Failure {
  fields: Record<string, FormMessage[]>;
  general: FormMessage[];
}

/** Reads a rejection of an SDK call: a `{errors:{field:[message]}}` body by field, no connection, or an unexpected error. */
export function failureOf(error: unknown): Failure {
  if (error instanceof NetworkError) return { fields: {}, general: [{ key: 'errors.network' }] };
  const errors = fieldErrors(error);
  if (errors) {
    const fields = Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [field, messages.map((server) => ({ server }))]),
    );
    return { fields, general: [] };
  }
  return { fields: {}, general: [{ key: 'errors.unexpected' }] };
}
