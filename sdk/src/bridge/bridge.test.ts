import { embed, flushMessages } from '../../test/fake-windows';
import { BRIDGE_SOURCE, BRIDGE_VERSION } from '../contract/bridge';
import { type BridgeClientWindow, createBridgeClient, createBridgeHost, isSafeRedirectUrl, toEnvelope } from './index';

const SITE = 'https://casino.example.com';
const BETTING = 'https://bet.example.com';
const EVIL = 'https://evil.example.net';

function setup(options: { readyAttempts?: number; parentOrigins?: string[] } = {}) {
  const world = embed(BETTING, SITE);
  const host = createBridgeHost({ iframe: world.iframe, origin: SITE, window: world.parent });
  const client = createBridgeClient({
    parentOrigins: options.parentOrigins ?? [BETTING],
    widget: 'login',
    window: world.child,
    ...(options.readyAttempts ? { readyAttempts: options.readyAttempts } : {}),
  });
  return { ...world, host, client };
}

describe('bridge handshake (STYLE #8)', () => {
  it('announces ready, is acknowledged, and then both sides are ready', async () => {
    const { host, client, log } = setup();
    await flushMessages();
    await expect(Promise.all([host.ready, client.ready])).resolves.toBeDefined();
    expect(log.map((p) => (p.data as { message: { type: string } }).message.type)).toEqual(['ready', 'ack']);
    expect(log[0]?.data).toEqual({
      source: BRIDGE_SOURCE,
      version: BRIDGE_VERSION,
      message: { type: 'ready', payload: { widget: 'login' } },
    });
  });

  it('repeats ready until a late host acknowledges it', async () => {
    const world = embed(BETTING, SITE);
    const client = createBridgeClient({ parentOrigins: [BETTING], widget: 'login', window: world.child });
    await flushMessages();
    world.child.tick();
    world.child.tick();
    await flushMessages();
    const host = createBridgeHost({ iframe: world.iframe, origin: SITE, window: world.parent });
    world.child.tick();
    await flushMessages();
    await client.ready;
    await host.ready;
    expect(world.log.filter((p) => (p.data as { message: { type: string } }).message.type === 'ready')).toHaveLength(4);
    expect(world.child.intervalCount).toBe(0);
  });

  it('gives up after the announcement limit, rejects ready and drops queued messages', async () => {
    const world = embed(BETTING, SITE);
    const client = createBridgeClient({
      parentOrigins: [BETTING],
      widget: 'login',
      window: world.child,
      readyAttempts: 3,
    });
    client.send('close', {});
    world.child.tick();
    world.child.tick();
    world.child.tick();
    await expect(client.ready).rejects.toThrow(/No parent acknowledged the bridge after 3 announcements/);
    expect(world.child.listenerCount).toBe(0);
    const host = createBridgeHost({ iframe: world.iframe, origin: SITE, window: world.parent });
    const closes: unknown[] = [];
    host.on('close', (payload) => closes.push(payload));
    await flushMessages();
    expect(closes).toEqual([]);
  });

  it('announces to each allowed origin explicitly and then talks only to the one that acknowledged', async () => {
    const { client, log } = setup({ parentOrigins: ['https://other.example.org', BETTING] });
    await flushMessages();
    await client.ready;
    client.send('refresh_user', {});
    const targets = log.filter((p) => p.from === SITE).map((p) => p.targetOrigin);
    expect(targets).toEqual(['https://other.example.org', BETTING, BETTING]);
  });

  it('never posts with a * target origin', async () => {
    const { client, host, log, child } = setup();
    client.send('close', {});
    host.send('refresh_user', {});
    child.tick();
    await flushMessages();
    client.send('redirect', { url: 'https://casino.example.com/profile' });
    await flushMessages();
    expect(log.length).toBeGreaterThan(3);
    expect(log.every((p) => p.targetOrigin !== '*')).toBe(true);
  });
});

describe('bridge messages', () => {
  it('queues client messages until acknowledged, then delivers them in order', async () => {
    const { host, client } = setup();
    const received: string[] = [];
    host.on('close', () => received.push('close'));
    host.on('refresh_user', () => received.push('refresh_user'));
    host.on('redirect', ({ url }) => received.push(`redirect ${url}`));
    client.send('refresh_user', {});
    client.send('redirect', { url: '/deposit' });
    client.send('close', {});
    expect(received).toEqual([]);
    await flushMessages();
    await client.ready;
    await flushMessages();
    expect(received).toEqual(['refresh_user', 'redirect /deposit', 'close']);
  });

  it('queues host messages until the iframe announced itself', async () => {
    const world = embed(BETTING, SITE);
    const host = createBridgeHost({ iframe: world.iframe, origin: SITE, window: world.parent });
    host.send('refresh_user', {});
    const client = createBridgeClient({ parentOrigins: [BETTING], widget: 'login', window: world.child });
    const received: unknown[] = [];
    client.on('refresh_user', (payload) => received.push(payload));
    await flushMessages();
    await flushMessages();
    expect(received).toEqual([{}]);
  });

  it('resizes the iframe from resize messages unless told not to', async () => {
    const { host, client, iframe } = setup();
    const heights: number[] = [];
    host.on('resize', ({ height }) => heights.push(height));
    client.send('resize', { height: 480 });
    await flushMessages();
    await flushMessages();
    expect(iframe.style.height).toBe('480px');
    expect(heights).toEqual([480]);

    const world = embed(BETTING, SITE);
    createBridgeHost({ iframe: world.iframe, origin: SITE, window: world.parent, autoResize: false });
    const other = createBridgeClient({ parentOrigins: [BETTING], widget: 'login', window: world.child });
    other.send('resize', { height: 300 });
    await flushMessages();
    await flushMessages();
    expect(world.iframe.style.height).toBe('');
  });

  it('unsubscribes a handler', async () => {
    const { host, client } = setup();
    const received: unknown[] = [];
    const off = host.on('close', (payload) => received.push(payload));
    off();
    client.send('close', {});
    await flushMessages();
    await flushMessages();
    expect(received).toEqual([]);
  });
});

describe('bridge receive checks', () => {
  it('ignores a message from a foreign origin', async () => {
    const { host, client, foreign, childProxy } = setup();
    await flushMessages();
    await client.ready;
    const received: unknown[] = [];
    host.on('close', (payload) => received.push(payload));
    foreign(EVIL, toEnvelope({ type: 'close', payload: {} }), childProxy);
    await flushMessages();
    expect(received).toEqual([]);
  });

  it('ignores a message of the right origin from another window (source mismatch)', async () => {
    const { host, client, foreign } = setup();
    await flushMessages();
    await client.ready;
    const received: unknown[] = [];
    host.on('close', (payload) => received.push(payload));
    foreign(SITE, toEnvelope({ type: 'close', payload: {} }));
    await flushMessages();
    expect(received).toEqual([]);
  });

  it('ignores malformed data, other versions and other traffic', async () => {
    const { host, client, foreign, childProxy } = setup();
    await flushMessages();
    await client.ready;
    const received: unknown[] = [];
    host.on('resize', (payload) => received.push(payload));
    for (const data of [
      'close',
      null,
      { source: BRIDGE_SOURCE, version: 2, message: { type: 'resize', payload: { height: 1 } } },
      { source: 'other-lib', version: 1, message: { type: 'resize', payload: { height: 1 } } },
      { source: BRIDGE_SOURCE, version: 1, message: { type: 'resize', payload: { height: -5 } } },
      { source: BRIDGE_SOURCE, version: 1, message: { type: 'explode', payload: {} } },
    ]) {
      foreign(SITE, data, childProxy);
    }
    await flushMessages();
    expect(received).toEqual([]);
  });

  it('client ignores an ack from a foreign origin or another window', async () => {
    const world = embed(BETTING, SITE);
    const client = createBridgeClient({ parentOrigins: [BETTING], widget: 'login', window: world.child });
    const ack = toEnvelope({ type: 'ack', payload: {} });
    world.toChild(EVIL, ack);
    world.toChild(BETTING, ack, { postMessage: () => undefined });
    client.send('close', {});
    await flushMessages();
    expect(world.child.intervalCount).toBe(1);
    expect(world.log.some((p) => (p.data as { message: { type: string } }).message.type === 'close')).toBe(false);
  });

  it('host drops redirects to non-web URLs', async () => {
    const { host, client } = setup();
    const urls: string[] = [];
    host.on('redirect', ({ url }) => urls.push(url));
    client.send('redirect', { url: 'javascript:alert(1)' });
    client.send('redirect', { url: 'https://casino.example.com/deposit' });
    await flushMessages();
    await flushMessages();
    expect(urls).toEqual(['https://casino.example.com/deposit']);
    expect(isSafeRedirectUrl('/sign-in?x=1')).toBe(true);
    expect(isSafeRedirectUrl('data:text/html,hi')).toBe(false);
  });

  it('stops listening after destroy', async () => {
    const { host, client, parent, child } = setup();
    host.destroy();
    client.destroy();
    expect(parent.listenerCount).toBe(0);
    expect(child.listenerCount).toBe(0);
    expect(child.intervalCount).toBe(0);
  });
});

describe('bridge options', () => {
  it('refuses origins that are not exact', () => {
    const world = embed(BETTING, SITE);
    for (const bad of ['*', 'https://bet.example.com/', 'bet.example.com', 'https://bet.example.com/path']) {
      expect(() => createBridgeClient({ parentOrigins: [bad], widget: 'x', window: world.child })).toThrow(
        /exact origin/,
      );
      expect(() => createBridgeHost({ iframe: world.iframe, origin: bad, window: world.parent })).toThrow(
        /exact origin/,
      );
    }
    expect(() => createBridgeClient({ parentOrigins: [], widget: 'x', window: world.child })).toThrow(/at least one/);
  });

  it('says where to run when there is no window', () => {
    expect(() => createBridgeClient({ parentOrigins: [BETTING], widget: 'x' })).toThrow(/needs a window/);
  });

  it('accepts the browser window type', () => {
    expectTypeOf<Window & typeof globalThis>().toMatchTypeOf<BridgeClientWindow>();
  });
});

describe('observeHeight', () => {
  it('posts resize when the observed height changes, rounded up, once per height', async () => {
    const world = embed(BETTING, SITE);
    let notify: ResizeObserverCallback = () => undefined;
    const observed: Element[] = [];
    let disconnected = false;
    class FakeResizeObserver {
      constructor(callback: ResizeObserverCallback) {
        notify = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {
        disconnected = true;
      }
    }
    world.child.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
    const host = createBridgeHost({ iframe: world.iframe, origin: SITE, window: world.parent });
    const client = createBridgeClient({ parentOrigins: [BETTING], widget: 'login', window: world.child });
    const heights: number[] = [];
    host.on('resize', ({ height }) => heights.push(height));
    const element = {} as Element;
    const stop = client.observeHeight(element);
    const entry = (blockSize: number) =>
      ({ borderBoxSize: [{ blockSize }], contentRect: { height: 0 } }) as unknown as ResizeObserverEntry;
    notify([entry(300.2)], {} as ResizeObserver);
    notify([entry(301)], {} as ResizeObserver);
    notify([entry(512)], {} as ResizeObserver);
    await flushMessages();
    await flushMessages();
    expect(observed).toEqual([element]);
    expect(heights).toEqual([301, 512]);
    expect(world.iframe.style.height).toBe('512px');
    stop();
    expect(disconnected).toBe(true);
  });

  it('says it needs ResizeObserver when the window has none', () => {
    const world = embed(BETTING, SITE);
    const client = createBridgeClient({ parentOrigins: [BETTING], widget: 'login', window: world.child });
    expect(() => client.observeHeight({} as Element)).toThrow(/needs ResizeObserver/);
  });
});
