import en from './en';
import { loadWidgetMessages, WIDGET_LANGUAGES } from './loadWidgetMessages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('widget strings', () => {
  it('exist in en, de, fr, no, it and et', () => {
    expect(WIDGET_LANGUAGES.sort()).toEqual(['de', 'en', 'et', 'fr', 'it', 'no']);
  });

  it.each(['de', 'fr', 'no', 'it', 'et'])('%s has every English key, with the same placeholders', async (language) => {
    const messages = await loadWidgetMessages(language);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect([key, placeholders(messages[key] ?? '')]).toEqual([key, placeholders(text)]);
    }
  });

  it.each(['de', 'fr', 'no', 'it', 'et'])('%s is translated, not copied from English', async (language) => {
    const messages = await loadWidgetMessages(language);
    const copied = Object.entries(en).filter(([key, text]) => messages[key] === text);
    expect(copied.length).toBeLessThan(Object.keys(en).length / 10);
  });

  it('has nothing of its own for regional or fake locales, which fall back', async () => {
    expect(await loadWidgetMessages('fr-CA')).toEqual({});
    expect(await loadWidgetMessages('en-KW')).toEqual({});
  });
});
