/** Why card details were refused. Widgets translate it as `card.<code>`; the server answers {@link CARD_MESSAGES}. */
export type CardValidationCode =
  | 'card_number'
  | 'card_bin_rejected'
  | 'card_expiry'
  | 'card_expired'
  | 'card_cvv'
  | 'card_holder';

/** English message of each code. */
export const CARD_MESSAGES: Readonly<Record<CardValidationCode, string>> = {
  card_number: 'is not a valid card number',
  card_bin_rejected: 'cards of this bank are not accepted, please use another card',
  card_expiry: 'is not a valid expiry date (month 1 to 12, year of 2 or 4 digits)',
  card_expired: 'has expired',
  card_cvv: 'must be the 3 digits on the back of the card (4 on the front for American Express)',
  card_holder: "can't be blank",
};

/** Bank identification numbers (first 6 digits) whose cards are refused (core.md §5 "some bank bins are rejected"). */
export const REJECTED_CARD_BINS: readonly string[] = ['404137', '535522', '601100'];

/** A card brand the cashbox knows by its number's prefix. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'maestro' | 'unknown';

/** The digits of a card number typed with spaces or hyphens; null when anything else is in it. */
export function cardDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** Luhn (mod 10) check of a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand of a card number by its prefix. */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (/^(50|5[6-9]|6)/.test(digits)) return 'maestro';
  return 'unknown';
}

/** Checks a card number: 12 to 19 digits (spaces and hyphens allowed), Luhn, and not of a rejected bin. */
export function validateCardNumber(value: string): CardValidationCode | null {
  const digits = cardDigits(value);
  if (digits === null || digits.length < 12 || digits.length > 19 || !luhnValid(digits)) return 'card_number';
  if (REJECTED_CARD_BINS.includes(digits.slice(0, 6))) return 'card_bin_rejected';
  return null;
}

/** Checks an expiry date (core.md §5): month 1 to 12, year of 2 or 4 digits, not before the current month (UTC). */
export function validateCardExpiry(month: string, year: string, today: Date = new Date()): CardValidationCode | null {
  if (!/^\d{1,2}$/.test(month.trim()) || !/^(\d{2}|\d{4})$/.test(year.trim())) return 'card_expiry';
  const m = Number(month);
  const y = year.trim().length === 2 ? 2000 + Number(year) : Number(year);
  if (m < 1 || m > 12) return 'card_expiry';
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return y * 12 + (m - 1) < current ? 'card_expired' : null;
}

/** Checks a card security code: 4 digits for American Express, 3 for the others. */
export function validateCardCvv(value: string, brand: CardBrand): CardValidationCode | null {
  return (brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(value.trim()) ? null : 'card_cvv';
}

/** A card number masked for the fraud check (core.md §5): first 6 and last 4 digits, the rest as `*`. */
export function maskCardNumber(digits: string): string {
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(digits.length - 10, 0))}${digits.slice(-4)}`;
}

/** True for a card number masked to its first 6 and last 4 digits (12 to 19 characters). */
export function isMaskedCardNumber(value: string): boolean {
  return /^\d{6}\*{2,9}\d{4}$/.test(value);
}
