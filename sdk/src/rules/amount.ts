import type { Currency } from '../contract/info';

/** The parts of a currency that amount formatting reads. */
export type AmountCurrency = Pick<Currency, 'code' | 'subunits_to_unit' | 'fiat'>;

/** Most fraction digits a formatted amount shows (core.md §9). */
export const MAX_FRACTION_DIGITS = 8;

/** The unit an amount is shown in: `factor` display units make one whole currency unit. */
export interface DisplayUnit {
  /** Label shown after the number, e.g. `mETH`. */
  label: string;
  /** Display units per whole unit: 1000 for milli, 1000000 for micro. */
  factor: number;
}

/** Crypto display units (core.md §9): ETH and LTC in milli, BTC in micro. */
export const CRYPTO_DISPLAY_UNITS: Readonly<Record<string, DisplayUnit>> = {
  ETH: { label: 'mETH', factor: 1_000 },
  LTC: { label: 'mLTC', factor: 1_000 },
  BTC: { label: 'μBTC', factor: 1_000_000 },
};

/** The display unit of a currency; the currency itself (factor 1) unless listed in {@link CRYPTO_DISPLAY_UNITS}. */
export function displayUnit(code: string): DisplayUnit {
  return CRYPTO_DISPLAY_UNITS[code.toUpperCase()] ?? { label: code, factor: 1 };
}

function exponentOfTen(value: number): number | null {
  const exponent = Math.round(Math.log10(value));
  return 10 ** exponent === value ? exponent : null;
}

/** Decimal places of one minor unit in display units (2 for EUR, 2 for BTC in μBTC), or null when subunits are not a power of ten. */
function displayScale(currency: AmountCurrency): number | null {
  const subunits = exponentOfTen(currency.subunits_to_unit);
  const factor = exponentOfTen(displayUnit(currency.code).factor);
  return subunits === null || factor === null ? null : subunits - factor;
}

function shiftDecimal(minor: number, scale: number): `${number}` {
  const sign = minor < 0 ? '-' : '';
  const digits = BigInt(Math.abs(Math.trunc(minor))).toString();
  if (scale <= 0) return `${sign}${digits}${'0'.repeat(-scale)}` as `${number}`;
  const padded = digits.padStart(scale + 1, '0');
  return `${sign}${padded.slice(0, -scale)}.${padded.slice(-scale)}` as `${number}`;
}

/** Options of {@link formatAmount}. */
export interface FormatAmountOptions {
  /** BCP 47 locale of the number format. Defaults to `'en'`. */
  locale?: string;
}

/**
 * Formats integer minor units for display (core.md §9): fiat with the currency's symbol and subunit digits,
 * crypto in its display unit (mETH, mLTC, μBTC) with at most 8 fraction digits. Exact for any safe integer.
 */
export function formatAmount(amountCents: number, currency: AmountCurrency, options: FormatAmountOptions = {}): string {
  const locale = options.locale ?? 'en';
  const unit = displayUnit(currency.code);
  const scale = displayScale(currency);
  const value =
    scale === null ? (amountCents * unit.factor) / currency.subunits_to_unit : shiftDecimal(amountCents, scale);
  const digits = Math.min(Math.max(scale ?? MAX_FRACTION_DIGITS, 0), MAX_FRACTION_DIGITS);
  if (currency.fiat && unit.factor === 1) {
    try {
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: currency.code,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(value);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: digits }).format(
    value,
  );
  return `${number} ${unit.label}`;
}

function separators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits typed text into whole and fraction digits: the locale's decimal mark wins, then a plain group pattern, then `.`. */
function splitTyped(text: string, locale: string): { whole: string; fraction: string } {
  const { group, decimal } = separators(locale);
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const split = (mark: string) => {
    const index = compact.lastIndexOf(mark);
    return { whole: compact.slice(0, index).split(group).join(''), fraction: compact.slice(index + 1) };
  };
  if (compact.includes(decimal)) return split(decimal);
  if (new RegExp(`^\\d{1,3}(?:${escapeRegExp(group)}\\d{3})+$`).test(compact)) {
    return { whole: compact.split(group).join(''), fraction: '' };
  }
  if (decimal !== '.' && compact.includes('.')) return split('.');
  return { whole: compact, fraction: '' };
}

/**
 * Parses an amount a player typed, in the currency's display unit and the locale's separators, back to integer
 * minor units, exactly (no floating point). Null when it is not a plain non-negative number or has more
 * fraction digits than the currency's minor unit allows.
 */
export function parseAmount(text: string, currency: AmountCurrency, locale = 'en'): number | null {
  const parts = splitTyped(text, locale);
  if (!/^\d*$/.test(parts.whole) || !/^\d*$/.test(parts.fraction)) return null;
  if (parts.whole === '' && parts.fraction === '') return null;
  const scale = displayScale(currency);
  if (scale === null) return null;
  const digits = `${parts.whole}${parts.fraction}`;
  const shift = scale - parts.fraction.length;
  let minorDigits: string;
  if (shift >= 0) minorDigits = `${digits}${'0'.repeat(shift)}`;
  else {
    if (!/^0*$/.test(digits.slice(shift))) return null;
    minorDigits = digits.slice(0, shift);
  }
  const minor = BigInt(minorDigits === '' ? '0' : minorDigits);
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}
