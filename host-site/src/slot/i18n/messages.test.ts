import de from './de';
import en from './en';
import et from './et';
import fr from './fr';
import italian from './it';
import { loadSlotMessages, SLOT_LANGUAGES } from './loadSlotMessages';
import no from './no';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('slot messages', () => {
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
      for (const key of ['bar.spin', 'result.noWin', 'paytable.lines', 'refusal.limit'] as const) {
        expect(messages[key], key).not.toBe(en[key]);
      }
    }
  });

  it('speaks to the player with "du" in German', () => {
    expect(Object.values(de).join(' ')).not.toMatch(/\b(Sie|Ihr|Ihre|Ihnen)\b/);
    expect(de['result.won']).toMatch(/^Du /);
  });

  it('loads each language on demand, and nothing for a language it does not have', async () => {
    expect(SLOT_LANGUAGES).toEqual(['en', 'de', 'fr', 'no', 'it', 'et']);
    expect(await loadSlotMessages('de')).toEqual(de);
    expect(await loadSlotMessages('fr-CA')).toEqual({});
  });
});
