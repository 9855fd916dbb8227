import { CARD_MESSAGES, type CardValidationCode } from '@casino/sdk/rules';
import { translateServerMessage } from '../i18n/translateServerMessage';
import type { FormMessage } from '../shell/formMessage';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const CARD_CODES = Object.entries(CARD_MESSAGES) as [CardValidationCode, string][];
/** Messages of the platform's payment checks that have the cashbox's own words. */
const PAYMENT_MESSAGES: Readonly<Record<string, string>> = { 'not enough money': 'cashbox.amount.not_enough_money' };

/** Whether a text is the platform's own words: no translation of it is known, and it starts in lower case. */
function untranslated(t: Translate, server: string): boolean {
  return translateServerMessage(t, server) === server && /^\p{Ll}/u.test(server);
}

/**
 * Internal: the cashbox's message for a platform's text about a payment, or undefined where the text shows as the
 * form hook shows any server message: the card rules' and payment checks' texts get the cashbox's words; another
 * untranslated text about an input (`is over your daily deposit limit of €100.00…`) is read after the input's label.
 */
export function paymentMessage(t: Translate, server: string, label?: string): FormMessage | undefined {
  const card = CARD_CODES.find(([, text]) => text === server);
  if (card) return { key: `cashbox.card.${card[0]}` };
  const payment = PAYMENT_MESSAGES[server];
  if (payment) return { key: payment };
  if (label === undefined || !untranslated(t, server)) return undefined;
  return { key: 'cashbox.field_message', options: { field: label, message: server } };
}

/** Internal: a message above a payment form in the widget language; an untranslated text of the platform starts with a capital. */
export function paymentMessageText(t: Translate, message: FormMessage): string {
  if ('key' in message) return t(message.key, message.options);
  const own = paymentMessage(t, message.server);
  if (own) return paymentMessageText(t, own);
  const text = translateServerMessage(t, message.server, message.options);
  return untranslated(t, message.server) ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : text;
}
