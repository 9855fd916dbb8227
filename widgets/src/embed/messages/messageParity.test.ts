import { fallbackLanguages, LOCALES, type NamespaceLoader } from '@casino/sdk/i18n';
import { type BackendModule, createInstance as createI18next } from 'i18next';
import { loadBonusesMessages } from '../../bonuses/i18n/loadBonusesMessages';
import { loadCashboxMessages } from '../../Cashbox/i18n/loadCashboxMessages';
import { loadGameLauncherMessages } from '../../GameLauncher/i18n/loadGameLauncherMessages';
import { loadGamesMessages } from '../../games/i18n/loadGamesMessages';
import { loadWidgetMessages } from '../../i18n/loadWidgetMessages';
import { loadEmbedMessages } from '../i18n/loadEmbedMessages';
import { createInstance } from './createInstance';

// Every dictionary the widgets ship, by namespace; `sdk` comes from createI18n's own loader through i18next's
// `sdk:` keys, so it is read here the same way.
const LOADERS: Record<string, NamespaceLoader> = {
  widgets: loadWidgetMessages,
  games: loadGamesMessages,
  bonuses: loadBonusesMessages,
  cashbox: loadCashboxMessages,
  'game-launcher': loadGameLauncherMessages,
  embed: loadEmbedMessages,
};
const LANGUAGES = ['en', 'de', 'fr', 'no', 'it', 'et'];
const COUNTS = [0, 1, 2, 5, 21, 1.5];
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Instance = Pick<ReturnType<typeof createInstance>, 'use' | 'init' | 'changeLanguage' | 't'>;

/** An instance configured as createI18n configures i18next, reading the dictionaries above. */
async function started(instance: Instance, locale: string): Promise<Instance> {
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      const loader = LOADERS[namespace];
      (loader ? loader(language) : Promise.resolve({})).then((bundle) => callback(null, bundle));
    },
  };
  instance.use(backend);
  instance.init({
    lng: locale,
    fallbackLng: fallbackLanguages,
    load: 'currentOnly',
    ns: Object.keys(LOADERS),
    defaultNS: 'widgets',
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  await instance.changeLanguage(locale);
  return instance;
}

/** Every key of every namespace in any language (plural forms by their base key), with the variables its texts use. */
async function everyKey(): Promise<{ namespace: string; key: string; variables: string[]; plural: boolean }[]> {
  const keys = new Map<string, { namespace: string; key: string; variables: Set<string>; plural: boolean }>();
  for (const [namespace, loader] of Object.entries(LOADERS)) {
    for (const language of LANGUAGES) {
      for (const [fullKey, text] of Object.entries(await loader(language))) {
        const key = fullKey.replace(PLURAL, '');
        const entry = keys.get(`${namespace}:${key}`) ?? { namespace, key, variables: new Set(), plural: false };
        entry.plural ||= key !== fullKey;
        for (const [, name = ''] of text.matchAll(/{{\s*-?\s*([^}]+?)\s*}}/g)) entry.variables.add(name);
        keys.set(`${namespace}:${key}`, entry);
      }
    }
  }
  return [...keys.values()].map((entry) => ({ ...entry, variables: [...entry.variables] }));
}

describe('the embed runtime’s message formatter', () => {
  it.each(LOCALES)('translates every key of every namespace in %s exactly as i18next does', async (locale) => {
    const expected = await started(createI18next() as unknown as Instance, locale);
    const actual = await started(createInstance(), locale);
    const keys = await everyKey();
    expect(keys.length).toBeGreaterThan(400);
    let compared = 0;
    for (const { namespace, key, variables, plural } of keys) {
      const values = Object.fromEntries(variables.map((name) => [name, `<${name}>`]));
      const cases: Record<string, unknown>[] = [
        {},
        values,
        ...(plural ? COUNTS.map((count) => ({ ...values, count })) : []),
      ];
      for (const options of cases) {
        expect(
          actual.t(key, { ns: namespace, ...options }),
          `${locale} ${namespace}:${key} ${JSON.stringify(options)}`,
        ).toBe(expected.t(key, { ns: namespace, ...options }));
        compared += 1;
      }
      expect(actual.t(`${namespace}:${key}`)).toBe(expected.t(`${namespace}:${key}`));
    }
    expect(compared).toBeGreaterThan(keys.length);
  });

  it('falls back to the default value or the key, in the namespaces given in order, as i18next does', async () => {
    const expected = await started(createI18next() as unknown as Instance, 'fr-CA');
    const actual = await started(createInstance(), 'fr-CA');
    for (const [key, options] of [
      ['no.such.key', {}],
      ['no.such.key', { defaultValue: 'Plan {{name}}', name: 'B' }],
      ['common.loading', { ns: ['games', 'widgets'] }],
      ['common.loading', { ns: ['widgets', 'games'], count: 3 }],
    ] as const) {
      expect(actual.t(key, options)).toBe(expected.t(key, options));
    }
  });
});
