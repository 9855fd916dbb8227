import { translateServerMessage } from '../i18n/translateServerMessage';

/** Internal: a message of a form, kept untranslated so that it follows a language switch: one of our keys, or a server's text. */
export type FormMessage =
  | { key: string; options?: Record<string, unknown> }
  | { server: string; options?: Record<string, unknown> };

/** Internal: the text of a form message in the current language. */
export function formMessageText(t: (key: string, options?: Record<string, unknown>) => string, message: FormMessage) {
  return 'key' in message
    ? t(message.key, message.options)
    : translateServerMessage(t, message.server, message.options);
}
