import { describe, expect, it, vi } from 'vitest';
import { createEvents } from '../events';
import { createResourceFamily } from './resource-family';

describe('createResourceFamily', () => {
  it('answers one resource per key, sharing its loads, and loads each key with that key', async () => {
    const asked: string[] = [];
    const family = createResourceFamily({
      load: async ({ category }: { category: string }) => {
        asked.push(category);
        return [`${category} game`];
      },
      initial: [] as string[],
    });
    const pokies = family.get({ category: 'pokies' });
    expect(family.get({ category: 'pokies' })).toBe(pokies);
    await Promise.all([pokies.ensure(), family.get({ category: 'pokies' }).ensure()]);
    await family.get({ category: 'live' }).ensure();
    expect(asked).toEqual(['pokies', 'live']);
    expect(pokies.data.value).toEqual(['pokies game']);
    expect(family.get({ category: 'live' }).data.value).toEqual(['live game']);
  });

  it('forgets the least recently used key beyond its size', () => {
    const family = createResourceFamily({ load: async (key: number) => key, initial: 0, size: 2 });
    const one = family.get(1);
    const two = family.get(2);
    expect(family.get(1)).toBe(one);
    family.get(3);
    expect(family.get(1)).toBe(one);
    expect(family.get(2)).not.toBe(two);
  });

  it('reloads the keys in use on its events and clears every key at sign-out', async () => {
    const events = createEvents();
    let version = 0;
    const family = createResourceFamily({
      load: async (key: string) => `${key} v${++version}`,
      initial: '',
      events,
      reloadOn: ['realtime:resync'],
    });
    const used = family.get('used');
    const unused = family.get('unused');
    await used.ensure();
    events.emit('realtime:resync', { seq: 1 });
    await vi.waitFor(() => expect(used.data.value).toBe('used v2'));
    expect(unused.status.value).toBe('idle');
    events.emit('logout', { reason: 'sign-out' });
    expect(used.status.value).toBe('idle');
    expect(used.data.value).toBe('');
  });
});
