import type { MockInstance } from 'vitest';
import { type CasinoCommand, type ChunkModule, installLoader, type LoaderEnvironment } from './loader';

const BASE = 'https://casino.example/cdn/';

interface Page {
  window: LoaderEnvironment['window'];
  document: Document;
  imports: string[];
  runtime: { init: ReturnType<typeof vi.fn>; refresh: ReturnType<typeof vi.fn> };
  login: { mount: ReturnType<typeof vi.fn> };
  bridgeHost: { bridge: ReturnType<typeof vi.fn> };
  install(): CasinoCommand;
  failNext(name: string): void;
}

/** A fresh document per test, with the queue stub of the script-tag snippet and chunks that record their use. */
function page(queue?: unknown[][]): Page {
  const document = window.document.implementation.createHTMLDocument('partner');
  const imports: string[] = [];
  const failing = new Set<string>();
  const runtime = { init: vi.fn(), refresh: vi.fn(async () => undefined) };
  const login = { mount: vi.fn() };
  const bridgeHost = { bridge: vi.fn() };
  const modules: Record<string, ChunkModule> = {
    [`${BASE}runtime.js`]: runtime,
    [`${BASE}login.js`]: login,
    [`${BASE}registration.js`]: { mount: vi.fn() },
    [`${BASE}balance.js`]: { mount: vi.fn() },
    [`${BASE}bridge-host.js`]: bridgeHost,
  };
  const stub = Object.assign(() => undefined, queue ? { q: queue } : {}) as CasinoCommand;
  const fakeWindow = { document, MutationObserver: window.MutationObserver, casino: stub } as unknown as Page['window'];
  return {
    window: fakeWindow,
    document,
    imports,
    runtime,
    login,
    bridgeHost,
    failNext: (name) => failing.add(`${BASE}${name}.js`),
    install: () =>
      installLoader({
        window: fakeWindow,
        chunkBase: BASE,
        importChunk: async (url) => {
          imports.push(url);
          if (failing.delete(url)) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
          const module = modules[url];
          if (!module) throw new Error(`no chunk at ${url}`);
          return module;
        },
      }),
  };
}

describe('script-tag loader', () => {
  let errors: MockInstance<typeof console.error>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errors.mockRestore();
  });

  it('replays the commands queued before it loaded, in order, with the runtime initialised first', async () => {
    const element = document.createElement('div');
    const onSignedIn = vi.fn();
    const props = { appearance: { theme: 'dark' } };
    const p = page([
      ['init', { baseUrl: 'https://casino.example', locale: 'de' }],
      ['on', 'signed-in', onSignedIn],
      ['mount', element, 'login', props],
    ]);
    p.install();

    await vi.waitFor(() => expect(p.login.mount).toHaveBeenCalledWith(element, props));
    expect(p.runtime.init).toHaveBeenCalledWith({ baseUrl: 'https://casino.example', locale: 'de' });
    expect(p.runtime.init.mock.invocationCallOrder[0]).toBeLessThan(p.login.mount.mock.invocationCallOrder[0] ?? 0);
    expect(p.imports).toEqual([`${BASE}runtime.js`, `${BASE}login.js`]);

    const user = { id: 1, email: 'eur@casino.test' };
    p.document.body.dispatchEvent(new CustomEvent('casino:signed-in', { detail: user, bubbles: true }));
    expect(onSignedIn).toHaveBeenCalledWith(user, expect.any(CustomEvent));
  });

  it('answers calls made after it loaded through the same global function', async () => {
    const p = page();
    p.install();
    const element = document.createElement('div');
    p.window.casino?.('mount', element, 'login');
    await vi.waitFor(() => expect(p.login.mount).toHaveBeenCalledWith(element, undefined));
    expect(p.window.casino?.loaded).toBe(true);
  });

  it('imports a widget chunk once however many tags and mounts ask for it', async () => {
    const p = page();
    p.document.body.innerHTML = '<casino-login></casino-login><casino-login></casino-login>';
    const casino = p.install();
    casino('mount', document.createElement('div'), 'login');
    casino('mount', document.createElement('div'), 'login');
    p.document.body.append(p.document.createElement('casino-login'));

    await vi.waitFor(() => expect(p.login.mount).toHaveBeenCalledTimes(2));
    expect(p.imports.filter((url) => url.endsWith('/login.js'))).toHaveLength(1);
    expect(p.imports.filter((url) => url.endsWith('/runtime.js'))).toHaveLength(1);
  });

  it('loads a widget chunk when its tag appears in the page later', async () => {
    const p = page();
    p.install();
    expect(p.imports).toEqual([]);

    const section = p.document.createElement('section');
    section.innerHTML = '<p>Play with us</p><casino-login></casino-login>';
    p.document.body.append(section);

    await vi.waitFor(() => expect(p.imports).toEqual([`${BASE}runtime.js`, `${BASE}login.js`]));
  });

  it('retries a chunk after a failed import instead of keeping the failure', async () => {
    const p = page();
    p.failNext('login');
    p.document.body.innerHTML = '<casino-login></casino-login>';
    const casino = p.install();

    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('casino:', expect.any(TypeError)));
    const element = document.createElement('div');
    casino('mount', element, 'login');

    await vi.waitFor(() => expect(p.login.mount).toHaveBeenCalledWith(element, undefined));
    expect(p.imports.filter((url) => url.endsWith('/login.js'))).toHaveLength(2);
  });

  it('scans the page again for a tag whose chunk failed', async () => {
    const p = page();
    p.failNext('runtime');
    p.document.body.innerHTML = '<casino-login></casino-login>';
    p.install();
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());

    p.document.body.append(p.document.createElement('casino-login'));
    await vi.waitFor(() => expect(p.imports.filter((url) => url.endsWith('/login.js'))).toHaveLength(1));
    expect(p.imports.filter((url) => url.endsWith('/runtime.js'))).toHaveLength(2);
  });

  it('loads the bridge-host chunk for bridge without the widget runtime', async () => {
    const p = page();
    const casino = p.install();
    const iframe = document.createElement('iframe');
    const handlers = { close: () => undefined };
    casino('bridge', iframe, handlers);

    await vi.waitFor(() => expect(p.bridgeHost.bridge).toHaveBeenCalledWith(iframe, handlers));
    expect(p.imports).toEqual([`${BASE}bridge-host.js`]);
  });

  it('hands refresh and its handler to the runtime, after the init queued before it', async () => {
    const showPlayer = vi.fn();
    const p = page([
      ['init', { locale: 'de' }],
      ['refresh', showPlayer],
    ]);
    const casino = p.install();
    casino('refresh');

    await vi.waitFor(() => expect(p.runtime.refresh).toHaveBeenCalledTimes(2));
    expect(p.runtime.refresh.mock.calls).toEqual([[showPlayer], [undefined]]);
    expect(p.runtime.init.mock.invocationCallOrder[0]).toBeLessThan(p.runtime.refresh.mock.invocationCallOrder[0] ?? 0);
    expect(p.imports).toEqual([`${BASE}runtime.js`]);
  });

  it('reports unknown commands, unknown widgets and bad arguments without throwing', () => {
    const p = page();
    const casino = p.install();

    casino('open', 'login');
    casino('toString');
    casino('mount', document.createElement('div'), 'Jackpot!');
    casino('mount', document.createElement('div'), 'runtime');
    casino('on', 'signed-in', 'not a function');

    const messages = errors.mock.calls.map((call) => String(call[1]));
    expect(messages).toEqual([
      expect.stringContaining('casino("open"): unknown command; use one of init,on,mount,refresh,bridge.'),
      expect.stringContaining('casino("toString"): unknown command'),
      expect.stringContaining('"Jackpot!" is no widget name; use its tag without "casino-".'),
      expect.stringContaining('"runtime" is no widget name'),
      expect.stringContaining('casino("on", event, handler)'),
    ]);
    expect(p.imports).toEqual([]);
  });

  it('says which widget could not be loaded, for a name no chunk has', async () => {
    const p = page();
    const casino = p.install();
    casino('mount', document.createElement('div'), 'jackpot');
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        'casino:',
        expect.objectContaining({
          message: `the "jackpot" widget could not be loaded from ${BASE}jackpot.js: is its name right?`,
        }),
      ),
    );
  });

  it('keeps the first loader when the script is on the page twice', () => {
    const p = page([['init', {}]]);
    const first = p.install();
    const second = p.install();

    expect(second).toBe(first);
    expect(p.window.casino).toBe(first);
  });
});
