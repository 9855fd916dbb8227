// The worker's own code (serviceWorker.ts) run against a fake worker scope and cache storage: what it precaches,
// which caches it deletes on activate, and what it answers and stores for each kind of request.

const ORIGIN = 'https://casino.example';

/** An in-memory Cache keyed by URL. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly fetchFile: (url: string) => Promise<Response>) {}
  async addAll(urls: readonly string[]) {
    for (const url of urls) this.entries.set(new URL(url, ORIGIN).href, await this.fetchFile(url));
  }
  async put(request: Request, response: Response) {
    this.entries.set(request.url, response);
  }
  async match(request: Request | string) {
    return this.entries.get(typeof request === 'string' ? new URL(request, ORIGIN).href : request.url)?.clone();
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: Request) {
    return this.entries.delete(request.url);
  }
}

type Listener = (event: Event & Record<string, unknown>) => void;

const listeners = new Map<string, Listener>();
const network = vi.fn<(request: Request | string) => Promise<Response>>();
const stores = new Map<string, FakeCache>();
const claim = vi.fn(() => Promise.resolve());
const fakeCaches = {
  open: async (name: string) => {
    const cache = stores.get(name) ?? new FakeCache((url) => network(url));
    stores.set(name, cache);
    return cache;
  },
  keys: async () => [...stores.keys()],
  delete: async (name: string) => stores.delete(name),
  match: async (request: Request | string) => {
    for (const cache of stores.values()) {
      const hit = await cache.match(request);
      if (hit) return hit;
    }
    return undefined;
  },
};

/** Fires a worker event; resolves once every promise handed to waitUntil and respondWith has settled. */
async function fire(type: string, fields: Record<string, unknown> = {}) {
  const waits: Promise<unknown>[] = [];
  let response: Promise<Response> | undefined;
  const event = Object.assign(new Event(type), fields, {
    waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    respondWith: (answer: Promise<Response>) => {
      response = answer;
    },
  });
  listeners.get(type)?.(event);
  const answer = response ? await response : undefined;
  await Promise.all(waits);
  return answer;
}

const get = (path: string, init: { mode?: RequestMode; destination?: string; method?: string } = {}) => {
  const request = new Request(`${ORIGIN}${path}`, { method: init.method ?? 'GET' });
  Object.defineProperty(request, 'mode', { value: init.mode ?? 'cors' });
  Object.defineProperty(request, 'destination', { value: init.destination ?? '' });
  return request;
};

beforeAll(async () => {
  vi.stubGlobal('__SW_VERSION__', 'v2');
  vi.stubGlobal('__SW_PRECACHE__', ['/offline.html', '/assets/main-abc.js']);
  vi.stubGlobal('caches', fakeCaches);
  vi.stubGlobal('fetch', (request: Request | string) => network(request));
  vi.stubGlobal('self', {
    location: { origin: ORIGIN },
    clients: { claim },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  });
  // a same-origin answer, as the browser types it
  network.mockImplementation(async (request) =>
    Object.defineProperty(new Response(`body of ${typeof request === 'string' ? request : request.url}`), 'type', {
      value: 'basic',
    }),
  );
  await import('./serviceWorker');
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the service worker', () => {
  it("precaches the build's list under the version's name on install", async () => {
    await fire('install');
    expect([...(stores.get('casino-precache-v2')?.entries.keys() ?? [])]).toEqual([
      `${ORIGIN}/offline.html`,
      `${ORIGIN}/assets/main-abc.js`,
    ]);
  });

  it("deletes the other versions' caches on activate, keeps other sites' caches, and claims the pages", async () => {
    await fakeCaches.open('casino-precache-v1');
    await fakeCaches.open('casino-runtime-v1');
    await fakeCaches.open('casino-runtime-v2');
    await fakeCaches.open('another-app');
    await fire('activate');
    expect(await fakeCaches.keys()).toEqual(['casino-precache-v2', 'casino-runtime-v2', 'another-app']);
    expect(claim).toHaveBeenCalledTimes(1);
  });

  it('answers a page load from the network, and with the offline page when the network fails', async () => {
    const online = await fire('fetch', { request: get('/pokies/all', { mode: 'navigate', destination: 'document' }) });
    expect(await online?.text()).toBe(`body of ${ORIGIN}/pokies/all`);
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await fire('fetch', { request: get('/live/all', { mode: 'navigate', destination: 'document' }) });
    expect(await offline?.text()).toBe('body of /offline.html');
    // pages are never stored
    expect(await fakeCaches.match(`${ORIGIN}/pokies/all`)).toBeUndefined();
  });

  it('serves hashed files and images from the cache, storing what the network gave', async () => {
    network.mockClear();
    const precached = await fire('fetch', { request: get('/assets/main-abc.js', { destination: 'script' }) });
    expect(await precached?.text()).toBe('body of /assets/main-abc.js');
    expect(network).not.toHaveBeenCalled();
    const art = get('/games/art/netent/starburst.svg', { destination: 'image' });
    expect(await (await fire('fetch', { request: art }))?.text()).toBe(`body of ${art.url}`);
    expect(await stores.get('casino-runtime-v2')?.match(art)).toBeDefined();
    await fire('fetch', { request: art });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('does not answer API calls, other paths it never handles, or anything but GET', async () => {
    network.mockClear();
    for (const request of [
      get('/api/player'),
      get('/api/games/art.png', { destination: 'image' }),
      get('/jam/ticker'),
      get('/embed/login', { mode: 'navigate', destination: 'iframe' }),
      get('/assets/main-abc.js', { method: 'POST' }),
    ])
      expect(await fire('fetch', { request })).toBeUndefined();
    expect(network).not.toHaveBeenCalled();
    expect(
      [...stores.values()].flatMap((cache) => [...cache.entries.keys()]).filter((url) => url.includes('/api/')),
    ).toEqual([]);
  });
});
