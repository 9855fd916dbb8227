import { fixtureGame } from '../testing';
import { lockedCurrency } from './game-lock';

const CURRENCIES = [
  { code: 'EUR', subunits_to_unit: 100, fiat: true },
  { code: 'USD', subunits_to_unit: 100, fiat: true },
  { code: 'BTC', subunits_to_unit: 100_000_000, fiat: false },
];

describe('lockedCurrency', () => {
  const withoutEur = fixtureGame(0, { currencies: { USD: { id: 11, jackpot: null }, FUN: { id: 12, jackpot: null } } });

  it('locks a fiat player out of a game without their currency', () => {
    expect(lockedCurrency(withoutEur, 'EUR', CURRENCIES)).toBe('EUR');
  });

  it('never locks guests, players whose currency the game has, or crypto players', () => {
    expect(lockedCurrency(withoutEur, undefined, CURRENCIES)).toBeUndefined();
    expect(lockedCurrency(withoutEur, 'USD', CURRENCIES)).toBeUndefined();
    expect('BTC' in withoutEur.currencies).toBe(false);
    expect(lockedCurrency(withoutEur, 'BTC', CURRENCIES)).toBeUndefined();
  });
});
