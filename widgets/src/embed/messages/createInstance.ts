// The script-tag build's i18next (widgets/src/embed/preact/aliases.mjs points `i18next` here): the part of i18next's
// instance that `createI18n` of @casino/sdk/i18n and the widgets use, with the same lookup as that configuration —
// flat keys, namespaces tried in order and within each the language then its fallbacks, `_one`/`_other`… plural
// keys by `Intl.PluralRules` (`_zero` first for a count of 0), `{{name}}` interpolation without escaping (flat names:
// the dictionaries use no `{{a.b}}` or `{{- name}}`), missing keys shown as the key or `defaultValue`.
// messageParity.test.ts holds it to i18next over every key of every locale, so a dictionary that starts using more
// of i18next fails there first.
import type { BackendModule, InitOptions } from 'i18next';

type Listener = (...args: unknown[]) => void;
type Bundle = Record<string, unknown>;
type TranslateOptions = Record<string, unknown> & { lng?: string; ns?: string | readonly string[] };

/** Whether a bundle is being read (1), was read (2) or failed (-1); absent: never asked for. */
type LoadState = 1 | 2 | -1;

const PLACEHOLDER = /{{(.+?)}}/g;

/** Listeners by event, with `on` (the instance's and its store's) and `emit`. */
function createEmitter() {
  const listeners = new Map<string, Listener[]>();
  return {
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
  };
}

/** `text` with each `{{name}}` replaced by `data[name]`; a placeholder without a value stays as it is. */
function interpolate(text: string, data: Record<string, unknown>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = data[name.trim()];
    return value === undefined ? placeholder : String(value);
  });
}

/** Creates an instance with i18next's `createInstance()` API, as far as the embed runtime calls it. */
export function createInstance() {
  const events = createEmitter();
  const storeEvents = createEmitter();
  const bundles = new Map<string, Bundle>();
  const states = new Map<string, LoadState>();
  const pending = new Map<string, Promise<void>>();
  const pluralRules = new Map<string, Intl.PluralRules>();
  let backend: BackendModule | undefined;
  let options: InitOptions = {};
  let namespaces: string[] = [];

  const bundleKey = (language: string, namespace: string) => `${language}|${namespace}`;

  function hierarchy(language: string): string[] {
    const fallback = options.fallbackLng;
    const fallbacks = typeof fallback === 'function' ? fallback(language) : [];
    return [language, ...(Array.isArray(fallbacks) ? fallbacks : [])];
  }

  function read(language: string, namespace: string): Promise<void> {
    const key = bundleKey(language, namespace);
    const state = states.get(key);
    if (state === 2 || state === -1) return Promise.resolve();
    let loading = pending.get(key);
    if (!loading) {
      states.set(key, 1);
      loading = new Promise<void>((resolve) => {
        if (!backend) {
          states.set(key, -1);
          resolve();
          return;
        }
        backend.read(language, namespace, (error, data) => {
          if (error || !data) {
            states.set(key, -1);
          } else {
            addResourceBundle(language, namespace, data as Bundle, true, true);
            states.set(key, 2);
          }
          pending.delete(key);
          events.emit('loaded', { [language]: [namespace] });
          resolve();
        });
      });
      pending.set(key, loading);
    }
    return loading;
  }

  async function load(language: string, wanted: readonly string[]): Promise<void> {
    await Promise.all(hierarchy(language).flatMap((code) => wanted.map((namespace) => read(code, namespace))));
  }

  function addResourceBundle(
    language: string,
    namespace: string,
    resources: Bundle,
    _deep?: boolean,
    overwrite = false,
  ) {
    const key = bundleKey(language, namespace);
    const current = bundles.get(key) ?? {};
    bundles.set(key, overwrite ? { ...current, ...resources } : { ...resources, ...current });
    storeEvents.emit('added', language, namespace);
    return instance;
  }

  function plural(code: string): Intl.PluralRules {
    let rules = pluralRules.get(code);
    if (!rules) {
      rules = new Intl.PluralRules(code);
      pluralRules.set(code, rules);
    }
    return rules;
  }

  function lookup(key: string, namespaceList: readonly string[], language: string, count: unknown): string | undefined {
    const counted = typeof count === 'number';
    for (const namespace of namespaceList) {
      for (const code of hierarchy(language)) {
        const bundle = bundles.get(bundleKey(code, namespace));
        if (!bundle) continue;
        const candidates = counted
          ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${plural(code).select(count)}`, key]
          : [key];
        for (const candidate of candidates) {
          const found = bundle[candidate];
          if (typeof found === 'string') return found;
        }
      }
    }
    return undefined;
  }

  function t(key: string, translateOptions: TranslateOptions = {}): string {
    const separator = key.indexOf(':');
    const bareKey = separator < 0 ? key : key.slice(separator + 1);
    const ns = separator < 0 ? translateOptions.ns : key.slice(0, separator);
    const namespaceList =
      ns === undefined
        ? [String(options.defaultNS ?? namespaces[0] ?? 'translation')]
        : typeof ns === 'string'
          ? [ns]
          : ns;
    const language = translateOptions.lng ?? instance.language;
    const found = lookup(bareKey, namespaceList, language, translateOptions.count);
    const fallback = typeof translateOptions.defaultValue === 'string' ? translateOptions.defaultValue : bareKey;
    return interpolate(found ?? fallback, translateOptions);
  }

  const instance = {
    language: '',
    isInitialized: false,
    store: { on: storeEvents.on },
    on: events.on,
    use(module: BackendModule) {
      backend = module;
      return instance;
    },
    init(initOptions: InitOptions) {
      options = initOptions;
      namespaces = typeof initOptions.ns === 'string' ? [initOptions.ns] : [...(initOptions.ns ?? [])];
      const language = String(initOptions.lng ?? 'en');
      instance.language = language;
      const ready = instance.changeLanguage(language).then(() => {
        instance.isInitialized = true;
        events.emit('initialized', options);
      });
      return ready;
    },
    async changeLanguage(language: string) {
      await load(language, namespaces);
      instance.language = language;
      events.emit('languageChanged', language);
    },
    async loadNamespaces(wanted: string | readonly string[]) {
      const list = typeof wanted === 'string' ? [wanted] : wanted;
      for (const namespace of list) if (!namespaces.includes(namespace)) namespaces.push(namespace);
      await load(instance.language, list);
    },
    hasLoadedNamespace(namespace: string) {
      const settled = (code = '') => {
        const state = states.get(bundleKey(code, namespace));
        return state === 2 || state === -1;
      };
      return instance.isInitialized && settled(instance.language) && settled(hierarchy(instance.language).at(-1));
    },
    addResourceBundle,
    t,
    getFixedT(language: string | null, ns?: string | readonly string[]) {
      return (key: string, translateOptions: TranslateOptions = {}) =>
        t(key, { ...(language ? { lng: language } : {}), ...(ns === undefined ? {} : { ns }), ...translateOptions });
    },
  };
  return instance;
}
