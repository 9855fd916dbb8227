/** The chunk that holds the shared casino; loaded before any widget chunk so that `init` applies first. */
const RUNTIME_CHUNK = 'runtime';
/** The chunk that connects an iframe through the bridge. */
const BRIDGE_HOST_CHUNK = 'bridge-host';
/** What a widget's name looks like (`game-grid`); the loader keeps no list of the names, so it stays small as widgets are added. */
const WIDGET_NAME = /^[a-z]+(-[a-z]+)*$/;
/** The prefix of the widgets' element tags. */
const TAG_PREFIX = 'casino-';

/** What a chunk module exposes to the loader (each chunk exports the functions of its kind). */
export interface ChunkModule {
  /** runtime: takes the `init` options of the host page. */
  init?: (options: unknown) => void;
  /** widget chunk: renders the widget into an element. */
  mount?: (element: unknown, props: unknown) => unknown;
  /** runtime: reloads the shared casino's player and wallet, then calls the handler with the player. */
  refresh?: (handler: unknown) => Promise<void>;
  /** bridge-host: connects an iframe. */
  bridge?: (iframe: unknown, handlers: unknown) => unknown;
}

/** The global `casino(...)` function once the loader has replaced the queue stub. */
export interface CasinoCommand {
  (command: unknown, ...args: unknown[]): void;
  /** Set by the loader; a second copy of the loader on the page reuses the first. */
  loaded?: true;
  /** Calls made before the loader ran, as `arguments` objects. */
  q?: ArrayLike<unknown>[];
}

/** Where the loader runs and how it fetches chunks. */
export interface LoaderEnvironment {
  /** The page's window; `casino` (the queue stub) is read from and written to it. */
  window: Window & typeof globalThis & { casino?: CasinoCommand };
  /** URL of the folder that holds `loader.js` and the chunks, ending with `/`. */
  chunkBase: string;
  /** Fetches and evaluates a chunk; the browser's `import()` in the script-tag build. */
  importChunk: (url: string) => Promise<ChunkModule>;
}

function report(error: unknown) {
  console.error('casino:', error);
}

/**
 * Installs the script-tag runtime on a page: replays the `casino(...)` calls queued before it ran, then answers new
 * calls directly. Widget chunks load on first use, when their tag appears in the document or `mount` names them;
 * each chunk has one promise, dropped after a failure so that the next use retries. Returns the `casino` function.
 */
export function installLoader({ window, chunkBase, importChunk }: LoaderEnvironment): CasinoCommand {
  const existing = window.casino;
  if (existing?.loaded) return existing;
  const document = window.document;
  const chunks: Record<string, Promise<ChunkModule> | undefined> = {};
  const requested: Record<string, boolean> = {};

  const load = (name: string): Promise<ChunkModule> =>
    (chunks[name] ??= importChunk(`${chunkBase}${name}.js`).catch((error: unknown) => {
      chunks[name] = undefined;
      throw error;
    }));
  const loadWidget = (name: string) => {
    requested[name] = true;
    return load(RUNTIME_CHUNK)
      .then(() => load(name))
      .catch((error: unknown) => {
        requested[name] = false;
        throw new TypeError(
          `the "${name}" widget could not be loaded from ${chunkBase}${name}.js: is its name right?`,
          {
            cause: error,
          },
        );
      });
  };
  /** Loads the chunk of every `<casino-*>` tag on the page whose chunk was not asked for yet. */
  const scan = () => {
    for (const element of document.querySelectorAll('*')) {
      const name = element.localName.slice(TAG_PREFIX.length);
      if (element.localName.startsWith(TAG_PREFIX) && !requested[name]) loadWidget(name).catch(report);
    }
  };

  const commands: Record<string, (...args: unknown[]) => Promise<unknown> | undefined> = {
    init: (options) => load(RUNTIME_CHUNK).then((runtime) => runtime.init?.(options)),
    on: (event, handler) => {
      if (typeof event !== 'string' || typeof handler !== 'function') {
        throw new TypeError('casino("on", event, handler) takes an event name such as "signed-in" and a function.');
      }
      document.addEventListener(event.startsWith('casino:') ? event : `casino:${event}`, (domEvent) =>
        handler((domEvent as CustomEvent).detail, domEvent),
      );
      return undefined;
    },
    mount: (element, name, props) => {
      if (typeof name !== 'string' || !WIDGET_NAME.test(name) || name === RUNTIME_CHUNK || name === BRIDGE_HOST_CHUNK) {
        throw new TypeError(
          `casino("mount", element, name): "${name}" is no widget name; use its tag without "casino-".`,
        );
      }
      return loadWidget(name).then((widget) => widget.mount?.(element, props));
    },
    refresh: (handler) => load(RUNTIME_CHUNK).then((runtime) => runtime.refresh?.(handler)),
    bridge: (iframe, handlers) => load(BRIDGE_HOST_CHUNK).then((bridgeHost) => bridgeHost.bridge?.(iframe, handlers)),
  };

  const casino: CasinoCommand = (command, ...args) => {
    try {
      const run = typeof command === 'string' && Object.hasOwn(commands, command) ? commands[command] : undefined;
      if (!run) {
        throw new TypeError(`casino("${command}"): unknown command; use one of ${Object.keys(commands)}.`);
      }
      run(...args)?.catch(report);
    } catch (error) {
      report(error);
    }
  };
  casino.loaded = true;
  window.casino = casino;
  for (const queued of existing?.q ?? []) casino(...(Array.from(queued) as [unknown, ...unknown[]]));
  scan();
  new window.MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true });
  return casino;
}
