import { createInstance } from 'i18next';
import { createCasino } from '../casino';
import { createEvents } from '../events';
import { createFixturePlatform, FIXTURE_ORIGIN } from '../testing';
import { addNamespace, createI18n, fallbackLanguages } from './create-i18n';

async function ready(i18n: ReturnType<typeof createI18n>, namespaces: string[] = ['sdk']) {
  await i18n.loadNamespaces(namespaces);
}

describe('createI18n', () => {
  it('translates the sdk namespace in English by default', async () => {
    const i18n = createI18n();
    await ready(i18n);
    expect(i18n.language).toBe('en');
    expect(i18n.t('validation.email')).toBe('Enter a valid email address.');
    expect(i18n.t('sdk:restricted.login')).toBe('Login not available in your country');
  });

  it('falls back en-AU → en and fr-CA → fr → en', async () => {
    expect(fallbackLanguages('en-AU')).toEqual(['en']);
    expect(fallbackLanguages('fr-CA')).toEqual(['fr', 'en']);
    expect(fallbackLanguages('en-KW')).toEqual([]);
    const australian = createI18n({ locale: 'en-AU' });
    await ready(australian);
    expect(australian.t('restricted.registration')).toBe('Registration restricted in your country');
    const widgetTexts: Record<string, Record<string, string>> = {
      en: { 'login.title': 'Sign in', 'login.only_en': 'Only English' },
      fr: { 'login.title': 'Connexion' },
    };
    const canadian = createI18n({
      locale: 'fr-CA',
      namespaces: { widgets: async (lng) => widgetTexts[lng] ?? {} },
    });
    await ready(canadian, ['sdk', 'widgets']);
    expect(canadian.t('restricted.login')).toBe('Connexion non disponible dans votre pays');
    expect(canadian.t('widgets:login.title')).toBe('Connexion');
    expect(canadian.t('widgets:login.only_en')).toBe('Only English');
  });

  it('shows keys in the fake en-KW locale and loads nothing for it', async () => {
    const asked: string[] = [];
    const i18n = createI18n({
      locale: 'en-KW',
      namespaces: {
        widgets: async (lng) => {
          asked.push(lng);
          return { 'login.title': 'Sign in' };
        },
      },
    });
    await ready(i18n, ['sdk', 'widgets']);
    expect(i18n.t('validation.email')).toBe('validation.email');
    expect(i18n.t('widgets:login.title')).toBe('login.title');
    expect(asked).toEqual([]);
  });

  it('loads namespaces lazily, per language', async () => {
    const asked: string[] = [];
    const i18n = createI18n({
      locale: 'de',
      namespaces: {
        widgets: async (lng) => {
          asked.push(lng);
          return {};
        },
      },
    });
    await ready(i18n, ['sdk', 'widgets']);
    expect(asked.sort()).toEqual(['de', 'en']);
    expect(i18n.t('validation.terms')).toBe('Du musst die Allgemeinen Geschäftsbedingungen akzeptieren.');
    await i18n.changeLanguage('it');
    expect(asked.sort()).toEqual(['de', 'en', 'it']);
    expect(i18n.t('validation.terms')).toBe('Devi accettare i termini e le condizioni.');
  });

  it('adds a namespace later, loads it in the current language and the next ones, and loads it once', async () => {
    const asked: string[] = [];
    const cashbox = async (lng: string) => {
      asked.push(lng);
      return lng === 'de' ? { 'cashbox.title': 'Kasse' } : { 'cashbox.title': 'Cashbox' };
    };
    const i18n = createI18n({ locale: 'de' });
    await ready(i18n);
    await addNamespace(i18n, 'cashbox', cashbox);
    await addNamespace(i18n, 'cashbox', async () => ({ 'cashbox.title': 'never used' }));
    expect(i18n.t('cashbox.title', { ns: 'cashbox' })).toBe('Kasse');
    await i18n.changeLanguage('en');
    expect(i18n.t('cashbox.title', { ns: 'cashbox' })).toBe('Cashbox');
    expect(asked.sort()).toEqual(['de', 'en']);
    await expect(addNamespace(createInstance(), 'cashbox', cashbox)).rejects.toThrow(/createI18n/);
  });

  it('merges the server overrides of GET /messages/{lang}.json over every namespace', async () => {
    const platform = createFixturePlatform({ messages: { de: { 'validation.email': 'Servertext' } } });
    const casino = createCasino({ baseUrl: FIXTURE_ORIGIN, fetch: platform.fetch, locale: 'de' });
    const i18n = createI18n({
      locale: 'de',
      casino,
      namespaces: { widgets: async () => ({ 'login.title': 'Anmelden' }) },
    });
    await ready(i18n, ['sdk', 'widgets']);
    await vi.waitFor(() => expect(i18n.t('validation.email')).toBe('Servertext'));
    expect(i18n.t('widgets:validation.email')).toBe('Servertext');
    expect(i18n.t('widgets:login.title')).toBe('Anmelden');
    const asked = platform.requests.filter((request) => request.route === 'messages');
    expect(asked.filter((request) => request.params.file === 'de.json')).toHaveLength(1);
  });

  it('shows the bundled texts without waiting for the server overrides', async () => {
    const events = createEvents();
    const never = new Promise<Record<string, string>>(() => undefined);
    const i18n = createI18n({ locale: 'de', casino: { events, info: { messages: () => never } } });
    await ready(i18n);
    expect(i18n.t('validation.confirmation')).not.toBe('validation.confirmation');
  });

  it("follows the casino's locale", async () => {
    const events = createEvents();
    const casino = { events, info: { messages: async () => ({}) } };
    const i18n = createI18n({ locale: 'en', casino });
    await ready(i18n);
    events.emit('locale', { locale: 'no' });
    await vi.waitFor(() => expect(i18n.t('validation.confirmation')).toBe('Passordene er ikke like.'));
    expect(i18n.language).toBe('no');
  });
});
