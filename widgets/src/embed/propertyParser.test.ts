import { Appearance, AppearanceTheme } from '@casino/sdk/contract';
import { jsonParser, schemaParser, toKebabCase } from './propertyParser';

describe('appearance attribute parser', () => {
  const parseAppearance = jsonParser(Appearance);

  it('reads the JSON of the appearance attribute', () => {
    expect(parseAppearance('{"theme":"dark","variables":{"colorPrimary":"#b00020","borderRadius":"4px"}}')).toEqual({
      ok: true,
      value: { theme: 'dark', variables: { colorPrimary: '#b00020', borderRadius: '4px' } },
    });
  });

  it('takes an object set from JS as it is', () => {
    expect(parseAppearance({ variables: { fontFamily: 'Georgia, serif' } })).toEqual({
      ok: true,
      value: { variables: { fontFamily: 'Georgia, serif' } },
    });
  });

  it('unsets the value when the attribute is removed', () => {
    expect(parseAppearance(null)).toEqual({ ok: true, value: undefined });
    expect(parseAppearance(undefined)).toEqual({ ok: true, value: undefined });
  });

  it('says what is wrong with text that is not JSON', () => {
    expect(parseAppearance('{theme: dark}')).toEqual({ ok: false, message: 'not valid JSON: {theme: dark}' });
  });

  it('names the field and what it expected when the JSON does not fit', () => {
    expect(parseAppearance('{"theme":"blue"}')).toEqual({
      ok: false,
      message: 'theme: expected one of "dark", "light"',
    });
    expect(parseAppearance({ variables: { colorText: 12 } })).toEqual({
      ok: false,
      message: 'variables.colorText: expected string',
    });
    expect(parseAppearance('[]')).toEqual({ ok: false, message: 'value: expected object' });
  });
});

describe('schemaParser', () => {
  it('parses plain attribute values with the schema and unsets on null', () => {
    const parseTheme = schemaParser(AppearanceTheme);
    expect(parseTheme('light')).toEqual({ ok: true, value: 'light' });
    expect(parseTheme('sepia')).toEqual({ ok: false, message: 'value: expected one of "dark", "light"' });
    expect(parseTheme(null)).toEqual({ ok: true, value: undefined });
  });
});

describe('toKebabCase', () => {
  it('turns a camelCase prop into its attribute name', () => {
    expect(toKebabCase('appearance')).toBe('appearance');
    expect(toKebabCase('pageSize')).toBe('page-size');
    expect(toKebabCase('showDemoLinkFirst')).toBe('show-demo-link-first');
  });
});
