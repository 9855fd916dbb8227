import { CatalogueCache } from './catalogue-cache';

const at = (ms: number) => new Date(1_700_000_000_000 + ms);

/** A load that counts its calls and answers `value`. */
function counted<T>(value: T) {
  const load = async () => {
    load.calls += 1;
    return value;
  };
  load.calls = 0;
  return load;
}

describe('CatalogueCache', () => {
  it('loads a key once, shared by requests that ask while it loads, until cleared', async () => {
    const cache = new CatalogueCache<number>(10);
    const load = counted(42);
    expect(await Promise.all([cache.remember('a', load, at(0)), cache.remember('a', load, at(0))])).toEqual([42, 42]);
    expect(await cache.remember('a', load, at(5_000))).toBe(42);
    expect(load.calls).toBe(1);
    cache.clear();
    expect(await cache.remember('a', load, at(5_000))).toBe(42);
    expect(load.calls).toBe(2);
  });

  it('loads again once a value is older than its maximum age, or asked for at an earlier time', async () => {
    const cache = new CatalogueCache<string>(10);
    const load = counted('page');
    await cache.remember('p', load, at(0), 1_000);
    await cache.remember('p', load, at(999), 1_000);
    expect(load.calls).toBe(1);
    await cache.remember('p', load, at(1_000), 1_000);
    expect(load.calls).toBe(2);
    await cache.remember('p', load, at(500), 1_000);
    expect(load.calls).toBe(3);
  });

  it('keeps at most its number of entries, dropping the least recently used', async () => {
    const cache = new CatalogueCache<string>(2);
    const loads = { a: counted('a'), b: counted('b'), c: counted('c') };
    await cache.remember('a', loads.a, at(0));
    await cache.remember('b', loads.b, at(0));
    await cache.remember('a', loads.a, at(0));
    await cache.remember('c', loads.c, at(0));
    expect(cache.size).toBe(2);
    await cache.remember('a', loads.a, at(0));
    await cache.remember('b', loads.b, at(0));
    expect([loads.a.calls, loads.b.calls, loads.c.calls]).toEqual([1, 2, 1]);
  });

  it('answers a value due for refresh while a newer one loads, then the newer one, never one past its maximum age', async () => {
    const cache = new CatalogueCache<string>(10);
    let loads = 0;
    let finish: (value: string) => void = () => {};
    const load = () => {
      loads += 1;
      return loads === 1 ? Promise.resolve('first') : new Promise<string>((resolve) => (finish = resolve));
    };
    expect(await cache.remember('p', load, at(0), 1_000, 500)).toBe('first');
    expect(await cache.remember('p', load, at(499), 1_000, 500)).toBe('first');
    expect(loads).toBe(1);
    expect(await cache.remember('p', load, at(600), 1_000, 500)).toBe('first');
    expect(await cache.remember('p', load, at(700), 1_000, 500)).toBe('first');
    expect(loads).toBe(2);
    finish('second');
    await Promise.resolve();
    expect(await cache.remember('p', load, at(800), 1_000, 500)).toBe('second');
    expect(await cache.remember('p', load, at(1_099), 1_000, 500)).toBe('second');
    expect(loads).toBe(2);
    const late = cache.remember('p', load, at(2_000), 1_000, 500);
    expect(loads).toBe(3);
    finish('third');
    expect(await late).toBe('third');
  });

  it('drops a refreshed value that finishes after the catalogue changed', async () => {
    const cache = new CatalogueCache<string>(10);
    let finish: (value: string) => void = () => {};
    await cache.remember('p', async () => 'old', at(0), 1_000, 500);
    await cache.remember('p', () => new Promise<string>((resolve) => (finish = resolve)), at(600), 1_000, 500);
    cache.clear();
    finish('from before the change');
    await Promise.resolve();
    expect(await cache.remember('p', async () => 'after', at(700), 1_000, 500)).toBe('after');
  });

  it('weighs loaded values as told and drops the least recently used once they weigh more than the capacity', async () => {
    const cache = new CatalogueCache<string>(10, (value) => value.length);
    const loads = { a: counted('aaaa'), b: counted('bbbb'), c: counted('cccc'), huge: counted('h'.repeat(11)) };
    await cache.remember('a', loads.a, at(0));
    await cache.remember('b', loads.b, at(0));
    expect(cache.weighs).toBe(8);
    await cache.remember('a', loads.a, at(0));
    await cache.remember('c', loads.c, at(0));
    expect([cache.size, cache.weighs]).toEqual([2, 8]);
    await cache.remember('a', loads.a, at(0));
    await cache.remember('b', loads.b, at(0));
    expect([loads.a.calls, loads.b.calls, loads.c.calls]).toEqual([1, 2, 1]);

    expect(await cache.remember('huge', loads.huge, at(0))).toBe('h'.repeat(11));
    expect([cache.size, cache.weighs]).toEqual([0, 0]);
    await cache.remember('b', loads.b, at(0));
    await cache.remember('b', loads.b, at(2_000), 1_000);
    expect([loads.b.calls, cache.size, cache.weighs]).toEqual([4, 1, 4]);
    cache.clear();
    expect([cache.size, cache.weighs]).toEqual([0, 0]);
  });

  it('does not keep a failed load', async () => {
    const cache = new CatalogueCache<number>(10);
    await expect(cache.remember('x', () => Promise.reject(new Error('database down')), at(0))).rejects.toThrow(
      'database down',
    );
    expect(await cache.remember('x', counted(7), at(0))).toBe(7);
  });
});
