import { type BackendModule, createInstance, type i18n as I18n } from 'i18next';
import type { CasinoEvents } from '../events';
import { DEFAULT_LOCALE, isLocaleCode, KEYS_LOCALE, LOCALE_FALLBACKS } from './locales';
import { loadSdkMessages, SDK_NAMESPACE } from './sdk-namespace';

/** Loads one namespace's texts for one language; resolves `{}` when that language has none. */
export type NamespaceLoader = (language: string) => Promise<Record<string, string>>;

/** The parts of a casino that i18n uses: server overrides and locale changes. */
export interface I18nCasino {
  info: { messages(locale: string): Promise<Record<string, string>> };
  events: { on(type: 'locale', handler: (event: CasinoEvents['locale']) => void): void };
}

/** Options of {@link createI18n}. */
export interface CreateI18nOptions {
  /** Starting locale, one of `LOCALES`. Defaults to `'en'`. */
  locale?: string;
  /** Namespaces by name with their loaders; the `sdk` namespace is always added. Defaults to none. */
  namespaces?: Record<string, NamespaceLoader>;
  /** Namespace of keys without a `ns:` prefix. Defaults to `'sdk'`. */
  defaultNamespace?: string;
  /** When given, its server overrides (GET /messages/{lang}.json) are merged over every namespace and its locale is followed. */
  casino?: I18nCasino;
}

/** The namespace loaders of each instance made by {@link createI18n}, so that {@link addNamespace} can add one later. */
const instanceLoaders = new WeakMap<I18n, Record<string, NamespaceLoader>>();

/**
 * Adds a namespace to an instance made by {@link createI18n} and loads it in the current language (and later ones):
 * for texts that only some widgets need, loaded when such a widget first shows. Adding a known name again does
 * nothing but wait for it. Resolves once the texts are there.
 */
export async function addNamespace(i18n: I18n, namespace: string, loader: NamespaceLoader): Promise<void> {
  const loaders = instanceLoaders.get(i18n);
  if (!loaders) throw new TypeError('addNamespace() needs an i18n instance made by createI18n()');
  loaders[namespace] ??= loader;
  await i18n.loadNamespaces(namespace);
}

/** The languages tried after `code`, in order (`en-AU → en`, `fr-CA → fr → en`); none for the keys locale and for `en`. */
export function fallbackLanguages(code: string): string[] {
  return isLocaleCode(code) ? [...LOCALE_FALLBACKS[code]] : code === DEFAULT_LOCALE ? [] : [DEFAULT_LOCALE];
}

/**
 * Creates an i18next instance for the spec's locales with lazily loaded namespaces and the fallback chain.
 * Keys are flat (`validation.email`); the `en-KW` locale loads nothing, so it shows keys. Loading starts at once;
 * `await i18n.loadNamespaces(...)` or `await i18n.changeLanguage(...)` to wait for texts.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const loaders: Record<string, NamespaceLoader> = { [SDK_NAMESPACE]: loadSdkMessages, ...options.namespaces };
  const overrides = new Map<string, Promise<Record<string, string>>>();
  const casino = options.casino;

  function serverMessages(language: string): Promise<Record<string, string>> {
    if (!casino) return Promise.resolve({});
    let pending = overrides.get(language);
    if (!pending) {
      pending = casino.info.messages(language);
      overrides.set(language, pending);
    }
    return pending;
  }

  // Bundled texts show at once; the server's overrides are merged over them when they arrive, so a slow or
  // unreachable platform never holds back the interface.
  function mergeServerMessages(language: string, namespace: string): void {
    serverMessages(language).then((server) => {
      if (Object.keys(server).length > 0) instance.addResourceBundle(language, namespace, server, true, true);
    });
  }

  async function loadBundle(language: string, namespace: string): Promise<Record<string, string>> {
    if (language === KEYS_LOCALE) return {};
    const loader = loaders[namespace];
    const bundled = loader ? await loader(language) : {};
    mergeServerMessages(language, namespace);
    return bundled;
  }

  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      loadBundle(language, namespace).then(
        (bundle) => callback(null, bundle),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };

  const instance = createInstance();
  instanceLoaders.set(instance, loaders);
  instance.use(backend);
  instance.init({
    lng: options.locale ?? DEFAULT_LOCALE,
    fallbackLng: fallbackLanguages,
    load: 'currentOnly',
    ns: Object.keys(loaders),
    defaultNS: options.defaultNamespace ?? SDK_NAMESPACE,
    keySeparator: false,
    interpolation: { escapeValue: false },
    // Start loading inside init, so the language is set at once and loadNamespaces() waits for the pending reads.
    initAsync: false,
  });
  casino?.events.on('locale', ({ locale }) => {
    instance.changeLanguage(locale);
  });
  return instance;
}
