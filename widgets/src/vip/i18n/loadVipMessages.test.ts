import widgetsEn from '../../i18n/en';
import en from './en';
import { loadVipMessages, VIP_LANGUAGES } from './loadVipMessages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('VIP widget strings', () => {
  it('exist in the languages of the widgets, under keys of their own', () => {
    expect(VIP_LANGUAGES.sort()).toEqual(['de', 'en', 'et', 'fr', 'it', 'no']);
    expect(Object.keys(en).every((key) => key.startsWith('vip.'))).toBe(true);
    expect(Object.keys(en).filter((key) => key in widgetsEn)).toEqual([]);
  });

  it.each(['de', 'fr', 'no', 'it', 'et'])('%s has every English key, with the same placeholders', async (language) => {
    const messages = await loadVipMessages(language);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect([key, placeholders(messages[key] ?? '')]).toEqual([key, placeholders(text)]);
    }
  });

  it.each(['de', 'fr', 'no', 'it', 'et'])('%s is translated, not copied from English', async (language) => {
    const messages = await loadVipMessages(language);
    const copied = Object.entries(en).filter(([key, text]) => messages[key] === text);
    expect(copied.length).toBeLessThan(Object.keys(en).length / 5);
  });
});
