import { CURRENCIES } from '../../test/fixtures/data';
import { fixtureGame } from '../../test/fixtures/games';
import { lockedCurrency } from './currencyLock';

describe('lockedCurrency', () => {
  const withoutEur = fixtureGame(7);
  const netent = fixtureGame(2);

  it('locks a fiat player out of a game without their currency', () => {
    expect('EUR' in withoutEur.currencies).toBe(false);
    expect(lockedCurrency(withoutEur, 'EUR', CURRENCIES)).toBe('EUR');
  });

  it('never locks guests, players whose currency the game has, or crypto players', () => {
    expect(lockedCurrency(withoutEur, undefined, CURRENCIES)).toBeUndefined();
    expect(lockedCurrency(withoutEur, 'USD', CURRENCIES)).toBeUndefined();
    expect(netent.provider).toBe('netent');
    expect('BTC' in netent.currencies).toBe(false);
    expect(lockedCurrency(netent, 'BTC', CURRENCIES)).toBeUndefined();
  });
});
