import de from './de';
import en from './en';
import et from './et';
import fr from './fr';
import italian from './it';
import { loadSiteMessages, SITE_LANGUAGES } from './loadSiteMessages';
import no from './no';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('site messages', () => {
  const translations = { de, fr, no, it: italian, et };

  it.each(Object.entries(translations))(
    '%s has every English key, translated, with the same placeholders',
    (_, messages) => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        const text = messages[key as keyof typeof en];
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english));
      }
    },
  );

  it('translates the visible sentences rather than copying English', () => {
    for (const messages of Object.values(translations)) {
      expect(messages['lobby.title']).not.toBe(en['lobby.title']);
      expect(messages['remind.intro']).not.toBe(en['remind.intro']);
    }
  });

  it('loads each language on demand, and nothing for a language it does not have', async () => {
    expect(SITE_LANGUAGES).toEqual(['en', 'de', 'fr', 'no', 'it', 'et']);
    expect(await loadSiteMessages('de')).toEqual(de);
    expect(await loadSiteMessages('fr-CA')).toEqual({});
  });
});
