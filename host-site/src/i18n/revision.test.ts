import { createI18n } from '@casino/sdk/i18n';
import { loadSiteMessages } from './loadSiteMessages';
import { SITE_NAMESPACE } from './namespace';
import { watchRevision } from './revision';

describe('translation revision', () => {
  it('moves for strings that loaded before anyone subscribed', async () => {
    const i18n = createI18n({ locale: 'en', namespaces: { [SITE_NAMESPACE]: loadSiteMessages } });
    const watched = watchRevision(i18n);
    const before = watched.getRevision();
    await i18n.loadNamespaces(SITE_NAMESPACE);
    expect(watched.getRevision()).not.toBe(before);
  });

  it('tells subscribers about a language change and stops when they leave', async () => {
    const i18n = createI18n({ locale: 'en', namespaces: { [SITE_NAMESPACE]: loadSiteMessages } });
    await i18n.loadNamespaces(SITE_NAMESPACE);
    const watched = watchRevision(i18n);
    const listener = vi.fn();
    const unsubscribe = watched.subscribe(listener);
    await i18n.changeLanguage('de');
    expect(listener).toHaveBeenCalled();
    expect(watched.getRevision()).toContain('|de|');
    unsubscribe();
    listener.mockClear();
    await i18n.changeLanguage('it');
    expect(listener).not.toHaveBeenCalled();
  });
});
