import { displayUnit, formatAmount, MAX_FRACTION_DIGITS, parseAmount } from './amount';

const EUR = { code: 'EUR', subunits_to_unit: 100, fiat: true };
const JPY = { code: 'JPY', subunits_to_unit: 1, fiat: true };
const BTC = { code: 'BTC', subunits_to_unit: 100_000_000, fiat: false };
const ETH = { code: 'ETH', subunits_to_unit: 100_000_000, fiat: false };
const ETH_WEI = { code: 'ETH', subunits_to_unit: 10 ** 18, fiat: false };
const LTC = { code: 'LTC', subunits_to_unit: 100_000_000, fiat: false };
const USDT = { code: 'USDT', subunits_to_unit: 1_000_000, fiat: false };

describe('amount formatting (core.md §9)', () => {
  it('divides by subunits_to_unit (api-facts: USD 100, BTC 100000000) and formats per locale', () => {
    expect(formatAmount(123_456, EUR, { locale: 'en' })).toBe('€1,234.56');
    expect(formatAmount(123_456, EUR, { locale: 'de' })).toBe('1.234,56\u00a0€');
    expect(formatAmount(5, EUR)).toBe('€0.05');
    expect(formatAmount(1500, JPY, { locale: 'en' })).toBe('¥1,500');
    expect(formatAmount(-250, EUR)).toBe('-€2.50');
  });

  it('shows ETH and LTC in milli and BTC in micro units', () => {
    expect(displayUnit('ETH')).toEqual({ label: 'mETH', factor: 1000 });
    expect(displayUnit('LTC')).toEqual({ label: 'mLTC', factor: 1000 });
    expect(displayUnit('BTC')).toEqual({ label: 'μBTC', factor: 1_000_000 });
    // bitcoin minimum deposit 0.0001 BTC = 10000 satoshi = 100 μBTC
    expect(formatAmount(10_000, BTC)).toBe('100 μBTC');
    // 1 satoshi is 0.01 μBTC
    expect(formatAmount(1, BTC)).toBe('0.01 μBTC');
    // ethereum minimum deposit 0.01 ETH = 10 mETH; litecoin 0.01 LTC = 10 mLTC
    expect(formatAmount(1_000_000, ETH)).toBe('10 mETH');
    expect(formatAmount(1_000_000, LTC, { locale: 'de' })).toBe('10 mLTC');
    expect(formatAmount(12_345_678, ETH, { locale: 'de' })).toBe('123,45678 mETH');
  });

  it('keeps other crypto in whole units', () => {
    // tether minimum deposit 20
    expect(formatAmount(20_000_000, USDT)).toBe('20 USDT');
  });

  it('shows at most 8 fraction digits', () => {
    expect(MAX_FRACTION_DIGITS).toBe(8);
    // 1 wei = 0.000000000000001 mETH: rounded away at 8 digits
    expect(formatAmount(1, ETH_WEI)).toBe('0 mETH');
    expect(formatAmount(123_456_789_012_345, ETH_WEI)).toBe('0.12345679 mETH');
  });

  it('is exact for large integers', () => {
    expect(formatAmount(9_007_199_254_740_991, EUR)).toBe('€90,071,992,547,409.91');
    expect(formatAmount(9_007_199_254_740_991, BTC)).toBe('90,071,992,547,409.91 μBTC');
  });
});

describe('amount parsing back to minor units', () => {
  it('reads the locale separators exactly, without floating error', () => {
    expect(parseAmount('1,234.56', EUR, 'en')).toBe(123_456);
    expect(parseAmount('1.234,56', EUR, 'de')).toBe(123_456);
    expect(parseAmount('1 234,56', EUR, 'no')).toBe(123_456);
    expect(parseAmount('0.29', EUR)).toBe(29);
    expect(parseAmount('1.1', EUR)).toBe(110);
    expect(parseAmount('50', EUR)).toBe(5000);
  });

  it('accepts a dot as decimal mark where the locale uses a comma, unless it groups thousands', () => {
    expect(parseAmount('12.5', EUR, 'de')).toBe(1250);
    expect(parseAmount('1.234', EUR, 'de')).toBe(123_400);
  });

  it('reads crypto in its display unit', () => {
    expect(parseAmount('100', BTC)).toBe(10_000);
    expect(parseAmount('0.01', BTC)).toBe(1);
    expect(parseAmount('10', ETH)).toBe(1_000_000);
    expect(parseAmount('0.000000000000001', ETH_WEI)).toBe(1);
  });

  it('refuses what is not an exact amount', () => {
    expect(parseAmount('0.001', EUR)).toBeNull();
    expect(parseAmount('0.001', BTC)).toBeNull();
    expect(parseAmount('1.50', EUR)).toBe(150);
    expect(parseAmount('1.500', EUR)).toBe(150);
    expect(parseAmount('-5', EUR)).toBeNull();
    expect(parseAmount('abc', EUR)).toBeNull();
    expect(parseAmount('', EUR)).toBeNull();
    expect(parseAmount('12,5', EUR, 'en')).toBeNull();
    expect(parseAmount('99999999999999999', EUR)).toBeNull();
  });

  it('round-trips with formatAmount', () => {
    for (const cents of [0, 1, 99, 100, 123_456, 987_654_321]) {
      const text = formatAmount(cents, BTC, { locale: 'de' }).replace(' μBTC', '');
      expect(parseAmount(text, BTC, 'de')).toBe(cents);
    }
  });
});
