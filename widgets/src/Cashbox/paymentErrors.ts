import { CARD_MESSAGES, type CardValidationCode } from '@casino/sdk/rules';
import { translateServerMessage } from '../i18n/translateServerMessage';
import type { FormMessage } from '../shell/formMessage';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const CARD_CODES = Object.entries(CARD_MESSAGES) as [CardValidationCode, string][];
/** Messages of the platform's payment checks that have the cashbox's own words. */
const PAYMENT_MESSAGES: Readonly<Record<string, string>> = { 'not enough money': 'cashbox.amount.not_enough_money' };

/**
 * Internal: a payment form message in the widget language. The card rules' and payment checks' messages get the cashbox's texts,
 * known server messages their translation; another server message about an input (`is over your daily deposit limit
 * of €100.00…`) is read after the input's label, one about the whole form starts with a capital.
 */
export function paymentMessageText(t: Translate, message: FormMessage, label?: string): string {
  if ('key' in message) return t(message.key, message.options);
  const card = CARD_CODES.find(([, text]) => text === message.server);
  if (card) return t(`cashbox.card.${card[0]}`);
  const payment = PAYMENT_MESSAGES[message.server];
  if (payment) return t(payment);
  const translated = translateServerMessage(t, message.server, message.options);
  if (translated !== message.server || !/^\p{Ll}/u.test(translated)) return translated;
  return label === undefined
    ? `${translated.charAt(0).toUpperCase()}${translated.slice(1)}`
    : t('cashbox.field_message', { field: label, message: translated });
}
