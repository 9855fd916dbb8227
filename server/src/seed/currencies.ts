/** A currency row of the seed. */
export interface SeedCurrency {
  code: string;
  symbol: string;
  subunitsToUnit: number;
  fiat: boolean;
}

/**
 * Fiat currencies use their ISO 4217 minor unit (JPY has none). Crypto precision is capped so that a balance is
 * always a safe JS integer (below 2^53 minor units): ETH keeps 9 decimals (gwei) instead of 18, BNB 8; the
 * 8-decimal coins keep satoshi-like units; USDT, USDC, ADA and TRX keep their native 6.
 */
export const CURRENCIES: readonly SeedCurrency[] = [
  { code: 'EUR', symbol: '€', subunitsToUnit: 100, fiat: true },
  { code: 'USD', symbol: '$', subunitsToUnit: 100, fiat: true },
  { code: 'GBP', symbol: '£', subunitsToUnit: 100, fiat: true },
  { code: 'CAD', symbol: 'C$', subunitsToUnit: 100, fiat: true },
  { code: 'AUD', symbol: 'A$', subunitsToUnit: 100, fiat: true },
  { code: 'NZD', symbol: 'NZ$', subunitsToUnit: 100, fiat: true },
  { code: 'NOK', symbol: 'kr', subunitsToUnit: 100, fiat: true },
  { code: 'PLN', symbol: 'zł', subunitsToUnit: 100, fiat: true },
  { code: 'JPY', symbol: '¥', subunitsToUnit: 1, fiat: true },
  { code: 'BRL', symbol: 'R$', subunitsToUnit: 100, fiat: true },
  { code: 'INR', symbol: '₹', subunitsToUnit: 100, fiat: true },
  { code: 'KZT', symbol: '₸', subunitsToUnit: 100, fiat: true },
  { code: 'BTC', symbol: '₿', subunitsToUnit: 100_000_000, fiat: false },
  { code: 'BCH', symbol: 'BCH', subunitsToUnit: 100_000_000, fiat: false },
  { code: 'ETH', symbol: 'Ξ', subunitsToUnit: 1_000_000_000, fiat: false },
  { code: 'LTC', symbol: 'Ł', subunitsToUnit: 100_000_000, fiat: false },
  { code: 'DOG', symbol: 'Ð', subunitsToUnit: 100_000_000, fiat: false },
  { code: 'USDT', symbol: '₮', subunitsToUnit: 1_000_000, fiat: false },
  { code: 'USDC', symbol: 'USDC', subunitsToUnit: 1_000_000, fiat: false },
  { code: 'BNB', symbol: 'BNB', subunitsToUnit: 100_000_000, fiat: false },
  { code: 'ADA', symbol: '₳', subunitsToUnit: 1_000_000, fiat: false },
  { code: 'TRX', symbol: 'TRX', subunitsToUnit: 1_000_000, fiat: false },
];
