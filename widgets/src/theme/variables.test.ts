import { THEME_PALETTES, themeVariables } from './variables';

describe('themeVariables', () => {
  it('uses the light palette by default', () => {
    expect(themeVariables()).toEqual(THEME_PALETTES.light);
  });

  it('maps each appearance variable onto its --casino-* property over the chosen theme', () => {
    const properties = themeVariables({
      theme: 'dark',
      variables: {
        colorPrimary: '#ff0066',
        colorBackground: '#000',
        colorText: '#eee',
        colorDanger: 'crimson',
        borderRadius: '0',
        fontFamily: 'Georgia, serif',
      },
    });
    expect(properties).toMatchObject({
      '--casino-color-primary': '#ff0066',
      '--casino-color-background': '#000',
      '--casino-color-text': '#eee',
      '--casino-color-danger': 'crimson',
      '--casino-border-radius': '0',
      '--casino-font-family': 'Georgia, serif',
      '--casino-color-surface': THEME_PALETTES.dark['--casino-color-surface'],
    });
  });

  it('ignores blank values', () => {
    expect(themeVariables({ variables: { colorPrimary: '  ' } })['--casino-color-primary']).toBe(
      THEME_PALETTES.light['--casino-color-primary'],
    );
  });
});
