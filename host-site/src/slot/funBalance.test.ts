import { FUN_START_CENTS, funBalanceAfter, funBalanceKey, readFunBalance, writeFunBalance } from './funBalance';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('fun balance', () => {
  it('starts at 1,000.00 FUN per game and keeps each game apart', () => {
    const storage = memoryStorage();
    expect(FUN_START_CENTS).toBe(100_000);
    expect(readFunBalance(storage, 'deepsea/pearl-reef')).toBe(100_000);
    writeFunBalance(storage, 'deepsea/pearl-reef', 98_000);
    expect(readFunBalance(storage, 'deepsea/pearl-reef')).toBe(98_000);
    expect(readFunBalance(storage, 'other/game')).toBe(100_000);
    expect(storage.items.get(funBalanceKey('deepsea/pearl-reef'))).toBe('98000');
  });

  it('starts again on garbage or without a storage', () => {
    const storage = memoryStorage();
    for (const garbage of ['', 'abc', '-5', '1.5']) {
      storage.items.set(funBalanceKey('g/x'), garbage);
      expect(readFunBalance(storage, 'g/x')).toBe(100_000);
    }
    expect(readFunBalance(null, 'g/x')).toBe(100_000);
    expect(() => writeFunBalance(null, 'g/x', 5)).not.toThrow();
  });

  it('survives a storage that refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => writeFunBalance(full, 'g/x', 5)).not.toThrow();
  });

  it('takes the bet and adds the win of a round', () => {
    expect(funBalanceAfter(100_000, { bet_cents: 200, win_cents: 0 })).toBe(99_800);
    expect(funBalanceAfter(99_800, { bet_cents: 200, win_cents: 400 })).toBe(100_000);
  });
});
