import { SERVER_MESSAGES } from '../contract/server-messages';
import { VALIDATION_MESSAGES } from '../rules/validation';
import { loadSdkMessages, SDK_LANGUAGES } from './sdk-namespace';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the sdk namespace', () => {
  it('has every key of English in every language, with the same placeholders', async () => {
    const english = await loadSdkMessages('en');
    for (const language of SDK_LANGUAGES) {
      const texts = await loadSdkMessages(language);
      expect(Object.keys(texts).sort(), language).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        const translated = texts[key] ?? '';
        expect(translated.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(translated), `${language} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('translates every validation code, naming the minimum age in the underage text', async () => {
    const english = await loadSdkMessages('en');
    for (const code of Object.keys(VALIDATION_MESSAGES)) {
      expect(english[`validation.${code}`], code).toBeTypeOf('string');
    }
    expect(placeholders(english['validation.underage'] ?? '')).toEqual(['age']);
  });

  it('translates every server message, with singular and plural for the counted ones', async () => {
    const english = await loadSdkMessages('en');
    for (const [code, message] of Object.entries(SERVER_MESSAGES)) {
      const keys = typeof message === 'string' ? [`server.${code}`] : [`server.${code}_one`, `server.${code}_other`];
      for (const key of keys) expect(english[key], key).toBeTypeOf('string');
      if (typeof message !== 'string') expect(english[`server.${code}_other`]).toContain('{{count}}');
    }
  });

  it('holds real translations, not English copies', async () => {
    const english = await loadSdkMessages('en');
    for (const language of SDK_LANGUAGES.filter((l) => l !== 'en')) {
      const texts = await loadSdkMessages(language);
      const copied = Object.keys(english).filter((key) => texts[key] === english[key]);
      expect(copied, language).toEqual([]);
    }
  });

  it("has the spec's 451 texts", async () => {
    const english = await loadSdkMessages('en');
    expect(english['restricted.registration']).toBe('Registration restricted in your country');
    expect(english['restricted.login']).toBe('Login not available in your country');
  });

  it('answers nothing for a locale that falls back', async () => {
    await expect(loadSdkMessages('en-AU')).resolves.toEqual({});
    await expect(loadSdkMessages('fr-CA')).resolves.toEqual({});
  });
});
