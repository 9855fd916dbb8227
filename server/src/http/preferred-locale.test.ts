import { preferredLocale } from './preferred-locale';

const CODES = ['en', 'de', 'en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'no', 'it', 'et', 'en-KW'];

describe('preferredLocale', () => {
  it('takes an exact tag, then the bare language, then a sibling tag', () => {
    expect(preferredLocale('en-AU,en;q=0.9', CODES, 'en')).toBe('en-AU');
    expect(preferredLocale('de-AT,de;q=0.8', CODES, 'en')).toBe('de');
    expect(preferredLocale('fr-FR,fr;q=0.9', CODES, 'en')).toBe('fr-CA');
  });

  it('follows the q values, not the order written', () => {
    expect(preferredLocale('it;q=0.5, et;q=0.9', CODES, 'en')).toBe('et');
  });

  it('falls back when nothing matches or the header is missing', () => {
    expect(preferredLocale('ja-JP,zh;q=0.5', CODES, 'en')).toBe('en');
    expect(preferredLocale(undefined, CODES, 'en')).toBe('en');
    expect(preferredLocale('de;q=0', CODES, 'en')).toBe('en');
  });
});
