/** Country assumed when none is known: `'CA'` (core.md §1). */
export const DEFAULT_COUNTRY = 'CA';
/** Currency of a country without its own default: `'EUR'` (core.md §1). */
export const DEFAULT_CURRENCY = 'EUR';

/** Default currency by country (core.md §1). Countries not listed get {@link DEFAULT_CURRENCY}. */
export const COUNTRY_CURRENCIES: Readonly<Record<string, string>> = {
  AU: 'AUD',
  GB: 'GBP',
  CA: 'CAD',
  NZ: 'NZD',
  US: 'USD',
  IE: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  CH: 'EUR',
  JP: 'JPY',
  NO: 'NOK',
  BR: 'BRL',
};

/** Fiat currencies of the spec (core.md §3). */
export const FIAT_CURRENCIES = [
  'EUR',
  'GBP',
  'USD',
  'CAD',
  'AUD',
  'NOK',
  'PLN',
  'NZD',
  'JPY',
  'BRL',
  'INR',
  'KZT',
] as const;
/** Crypto currencies of the spec (core.md §3). */
export const CRYPTO_CURRENCIES = ['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT', 'USDC', 'BNB', 'ADA', 'TRX'] as const;

/** The country to use: the given ISO code in upper case, else {@link DEFAULT_COUNTRY}. */
export function resolveCountry(country?: string | null): string {
  return country ? country.toUpperCase() : DEFAULT_COUNTRY;
}

/** Default currency of a country (missing country → {@link DEFAULT_COUNTRY}); unlisted countries get EUR. */
export function defaultCurrency(country?: string | null): string {
  return COUNTRY_CURRENCIES[resolveCountry(country)] ?? DEFAULT_CURRENCY;
}

/** Whether a currency code is one of the spec's crypto currencies. */
export function isCryptoCurrency(code: string): boolean {
  return (CRYPTO_CURRENCIES as readonly string[]).includes(code.toUpperCase());
}
