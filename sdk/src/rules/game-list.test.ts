import {
  CASHBACK_CARD,
  isListCard,
  isNearListEnd,
  isSearchable,
  RANDOM_GAME_CARD,
  toRows,
  withCashbackCard,
  withRandomCard,
} from './game-list';

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe('list rules (core.md §9)', () => {
  it('puts the random-game card after position 10, at the end for special, new, top and recommended', () => {
    const list = withRandomCard(numbers(14), 'pokies');
    expect(list.indexOf(RANDOM_GAME_CARD)).toBe(10);
    expect(list).toHaveLength(15);
    for (const category of ['special', 'new', 'top', 'recommended']) {
      expect(withRandomCard(numbers(14), category).at(-1)).toBe(RANDOM_GAME_CARD);
    }
    expect(withRandomCard(numbers(4), 'pokies')).toEqual([1, 2, 3, 4, RANDOM_GAME_CARD]);
    expect(withRandomCard([], 'pokies')).toEqual([]);
  });

  it('puts the cashback card first in live only', () => {
    expect(withCashbackCard([1, 2], 'live')).toEqual([CASHBACK_CARD, 1, 2]);
    expect(withCashbackCard([1, 2], 'pokies')).toEqual([1, 2]);
    expect(isListCard(CASHBACK_CARD)).toBe(true);
    expect(isListCard({ card: 'cashback' })).toBe(false);
  });

  it('splits into rows of at most 15', () => {
    expect(toRows(numbers(31)).map((row) => row.length)).toEqual([15, 15, 1]);
    expect(toRows(numbers(4), 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(toRows([])).toEqual([]);
    expect(() => toRows([1], 0)).toThrow(RangeError);
  });

  it('loads more 500 px before the end and searches only more than 2 characters', () => {
    expect(isNearListEnd({ scrollTop: 1_000, clientHeight: 500, scrollHeight: 2_000 })).toBe(true);
    expect(isNearListEnd({ scrollTop: 999, clientHeight: 500, scrollHeight: 2_000 })).toBe(false);
    expect(isSearchable(' ab ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
  });
});
