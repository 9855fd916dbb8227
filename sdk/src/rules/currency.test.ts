import { DEFAULT_COUNTRY, DEFAULT_CURRENCY, defaultCurrency, isCryptoCurrency, resolveCountry } from './currency';

describe('default currency by country (core.md §1)', () => {
  it.each([
    ['AU', 'AUD'],
    ['GB', 'GBP'],
    ['CA', 'CAD'],
    ['NZ', 'NZD'],
    ['US', 'USD'],
    ['IE', 'EUR'],
    ['DE', 'EUR'],
    ['AT', 'EUR'],
    ['CH', 'EUR'],
    ['JP', 'JPY'],
    ['NO', 'NOK'],
    ['BR', 'BRL'],
  ])('%s → %s', (country, currency) => {
    expect(defaultCurrency(country)).toBe(currency);
  });

  it('gives EUR to other countries and reads lower case codes', () => {
    expect(DEFAULT_CURRENCY).toBe('EUR');
    expect(defaultCurrency('FR')).toBe('EUR');
    expect(defaultCurrency('au')).toBe('AUD');
  });

  it('assumes the default country CA when none is known', () => {
    expect(DEFAULT_COUNTRY).toBe('CA');
    expect(resolveCountry(null)).toBe('CA');
    expect(defaultCurrency(undefined)).toBe('CAD');
  });

  it('knows the crypto currencies of core.md §3', () => {
    for (const code of ['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT', 'USDC', 'BNB', 'ADA', 'TRX']) {
      expect(isCryptoCurrency(code)).toBe(true);
    }
    expect(isCryptoCurrency('EUR')).toBe(false);
    expect(isCryptoCurrency('eth')).toBe(true);
  });
});
