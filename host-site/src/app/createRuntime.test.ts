import { preferredLocale, queryLocale } from './createRuntime';

describe('preferred locale', () => {
  it('takes the first browser language the casino offers, exactly or by language', () => {
    expect(preferredLocale(['de-AT', 'en'])).toBe('de');
    expect(preferredLocale(['en-AU', 'de'])).toBe('en-AU');
    expect(preferredLocale(['fr-CA'])).toBe('fr-CA');
    expect(preferredLocale(['sv-SE', 'it-IT'])).toBe('it');
    expect(preferredLocale(['nb-NO'])).toBe('no');
    expect(preferredLocale(['nn'])).toBe('no');
    expect(preferredLocale(['ja-JP'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });

  it('never picks the keys locale for translators', () => {
    expect(preferredLocale(['en-KW', 'de'])).toBe('en');
  });
});

describe('queryLocale', () => {
  it('takes a known locale from the address, the keys locale included', () => {
    expect(queryLocale('?locale=de')).toBe('de');
    expect(queryLocale('?x=1&locale=en-KW')).toBe('en-KW');
  });

  it('ignores an unknown or missing locale', () => {
    expect(queryLocale('?locale=xx')).toBeNull();
    expect(queryLocale('')).toBeNull();
  });
});
