import { validationMessageKey } from '@casino/sdk/i18n';
import type { ValidationCode } from '@casino/sdk/rules';
import { translateServerMessage } from '../i18n/translateServerMessage';

/** Internal: a message of a form, kept untranslated so that it follows a language switch: one of our keys, or a server's text. */
export type FormMessage =
  | { key: string; options?: Record<string, unknown> }
  | { server: string; options?: Record<string, unknown> };

/** Internal: the message of a validation rule that refused a value, as its `sdk:validation.<code>` text (`underage` reads `age`). */
export function ruleMessage(code: ValidationCode, options?: Record<string, unknown>): FormMessage {
  return { key: validationMessageKey(code), options };
}

/** Internal: the text of a form message in the current language. */
export function formMessageText(t: (key: string, options?: Record<string, unknown>) => string, message: FormMessage) {
  return 'key' in message
    ? t(message.key, message.options)
    : translateServerMessage(t, message.server, message.options);
}
