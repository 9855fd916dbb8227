import type { Locale } from '@casino/sdk/contract';
import { selectableLocales, showsLanguageSelector } from './languageSelectorRule';

const locale = (code: string): Locale => ({ code, name: code, name_in_locale: code, default: code === 'en' });

describe('language selector rule', () => {
  it('shows for signed-out visitors when there is more than one locale', () => {
    expect(showsLanguageSelector('anonymous', [locale('en'), locale('de')])).toBe(true);
  });

  it('hides with a single locale', () => {
    expect(showsLanguageSelector('anonymous', [locale('en')])).toBe(false);
  });

  it('hides for signed-in players and while the login state is unknown', () => {
    expect(showsLanguageSelector('logged', [locale('en'), locale('de')])).toBe(false);
    expect(showsLanguageSelector('unknown', [locale('en'), locale('de')])).toBe(false);
  });

  it('never offers the fake en-KW locale of translation keys, so it alone does not make a choice', () => {
    expect(selectableLocales([locale('en'), locale('en-KW'), locale('de')]).map((l) => l.code)).toEqual(['en', 'de']);
    expect(showsLanguageSelector('anonymous', [locale('en'), locale('en-KW')])).toBe(false);
  });
});
