import { describe, expect, it, vi } from 'vitest';
import { createEvents } from '../events';
import { createResource } from './resource';

/** A load whose answers the test hands out one by one, in any order. */
function deferredLoads<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  return {
    load: () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })),
    pending,
  };
}

describe('createResource', () => {
  it('is idle until asked, then loading, then ready with the answer', async () => {
    const loads = deferredLoads<number[]>();
    const resource = createResource({ load: loads.load, initial: [] });
    expect(resource.status.value).toBe('idle');
    const done = resource.reload();
    expect(resource.status.value).toBe('loading');
    loads.pending[0]?.resolve([1, 2]);
    await done;
    expect(resource.status.value).toBe('ready');
    expect(resource.data.value).toEqual([1, 2]);
    const again = resource.reload();
    expect(resource.status.value).toBe('ready');
    loads.pending[1]?.resolve([3]);
    await again;
    expect(resource.data.value).toEqual([3]);
  });

  it('ignores a stale answer: an older load answering last changes nothing', async () => {
    const loads = deferredLoads<string>();
    const events = createEvents();
    const resource = createResource({ load: loads.load, initial: '', events, reloadOn: ['realtime:resync'] });
    const first = resource.reload();
    events.emit('realtime:resync', { seq: 1 });
    expect(loads.pending).toHaveLength(2);
    loads.pending[1]?.resolve('new');
    loads.pending[0]?.resolve('old');
    await first;
    expect(loads.pending).toHaveLength(2);
    expect(resource.data.value).toBe('new');
    expect(resource.status.value).toBe('ready');
  });

  it('de-duplicates concurrent loads: callers while loading share one request', async () => {
    const loads = deferredLoads<number>();
    const resource = createResource({ load: loads.load, initial: 0 });
    const a = resource.ensure();
    const b = resource.ensure();
    expect(loads.pending).toHaveLength(1);
    expect(b).toBe(a);
    loads.pending[0]?.resolve(7);
    await Promise.all([a, b]);
    expect(resource.data.value).toBe(7);
    await resource.ensure();
    expect(loads.pending).toHaveLength(1);
  });

  it('answers a reload asked during a load with a load sent after it, one for every reload asked meanwhile', async () => {
    const loads = deferredLoads<string>();
    const resource = createResource({ load: loads.load, initial: '' });
    const first = resource.ensure();
    const reloads = [resource.reload(), resource.reload(), resource.ensure()];
    expect(reloads[1]).toBe(reloads[0]);
    expect(reloads[2]).toBe(first);
    loads.pending[0]?.resolve('before the change');
    await first;
    await vi.waitFor(() => expect(loads.pending).toHaveLength(2));
    expect(resource.data.value).toBe('before the change');
    loads.pending[1]?.resolve('after the change');
    await Promise.all(reloads);
    expect(resource.data.value).toBe('after the change');
    expect(loads.pending).toHaveLength(2);
  });

  it('reloads a resource in use on an invalidating event, and leaves an idle one alone', async () => {
    let calls = 0;
    const events = createEvents();
    const resource = createResource({
      load: async () => ++calls,
      initial: 0,
      events,
      reloadOn: ['realtime:game_limits'],
    });
    events.emit('realtime:game_limits', { seq: 1, data: {} as never });
    expect(calls).toBe(0);
    await resource.reload();
    events.emit('realtime:game_limits', { seq: 2, data: {} as never });
    await vi.waitFor(() => expect(resource.data.value).toBe(2));
    expect(calls).toBe(2);
    expect(resource.data.value).toBe(2);
  });

  it('clears on sign-out and drops the answer of a load that was still running', async () => {
    const loads = deferredLoads<string>();
    const events = createEvents();
    const resource = createResource({ load: loads.load, initial: 'none', events });
    const first = resource.reload();
    loads.pending[0]?.resolve('first player');
    await first;
    const second = resource.reload();
    events.emit('logout', { reason: 'sign-out' });
    expect(resource.status.value).toBe('idle');
    expect(resource.data.value).toBe('none');
    loads.pending[1]?.resolve('first player again');
    await second;
    expect(resource.data.value).toBe('none');
    expect(resource.status.value).toBe('idle');
  });

  it('keeps a public resource on sign-out when told to', async () => {
    const events = createEvents();
    const resource = createResource({ load: async () => 'providers', initial: '', events, clearOnSignOut: false });
    await resource.reload();
    events.emit('logout', { reason: 'sign-out' });
    expect(resource.data.value).toBe('providers');
  });

  it('reports an error, keeps the last value, and a reload recovers', async () => {
    const loads = deferredLoads<number>();
    const resource = createResource({ load: loads.load, initial: 0 });
    const first = resource.reload();
    loads.pending[0]?.resolve(1);
    await first;
    const failing = resource.reload();
    const down = new Error('platform down');
    loads.pending[1]?.reject(down);
    await failing;
    expect(resource.status.value).toBe('error');
    expect(resource.error.value).toBe(down);
    expect(resource.data.value).toBe(1);
    const again = resource.reload();
    loads.pending[2]?.resolve(2);
    await again;
    expect(resource.status.value).toBe('ready');
    expect(resource.error.value).toBeNull();
    expect(resource.data.value).toBe(2);
  });

  it('takes a written value over a load still running', async () => {
    const loads = deferredLoads<number>();
    const resource = createResource({ load: loads.load, initial: 0 });
    const running = resource.reload();
    resource.set(5);
    loads.pending[0]?.resolve(4);
    await running;
    expect(resource.data.value).toBe(5);
    expect(resource.status.value).toBe('ready');
  });
});
