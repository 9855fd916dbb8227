import { SYMBOLS } from './symbols';
import { hslToHex, themeOf } from './theme';

describe('themeOf', () => {
  it('gives a game the same theme every time', () => {
    expect(themeOf('pragmatic/gates-of-olympus')).toEqual(themeOf('pragmatic/gates-of-olympus'));
  });

  it('names and colours every symbol, shapes for wild, scatter and high symbols, letters for the low ones', () => {
    const theme = themeOf('netent/starburst');
    expect(Object.keys(theme.symbols).sort()).toEqual([...SYMBOLS].sort());
    for (const symbol of SYMBOLS) {
      const look = theme.symbols[symbol];
      expect(look.name.length).toBeGreaterThan(0);
      expect(look.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(look.glyph.kind).toBe(symbol.startsWith('l') ? 'letter' : 'shape');
    }
    for (const color of Object.values(theme.palette)) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('makes games look different: many motifs, hues and palettes over a catalogue', () => {
    const themes = Array.from({ length: 500 }, (_, index) => themeOf(`provider-${index % 25}/game-${index}`));
    expect(new Set(themes.map((theme) => theme.motif)).size).toBe(8);
    expect(new Set(themes.map((theme) => theme.hue)).size).toBeGreaterThan(250);
    const gradients = themes.map((theme) => `${theme.palette.backgroundFrom}-${theme.palette.backgroundTo}`);
    expect(new Set(gradients).size).toBeGreaterThan(450);
  });
});

describe('hslToHex', () => {
  it('converts the primaries and wraps the hue', () => {
    expect(hslToHex(0, 1, 0.5)).toBe('#ff0000');
    expect(hslToHex(120, 1, 0.5)).toBe('#00ff00');
    expect(hslToHex(240, 1, 0.5)).toBe('#0000ff');
    expect(hslToHex(360 + 240, 1, 0.5)).toBe('#0000ff');
    expect(hslToHex(0, 0, 1)).toBe('#ffffff');
  });
});
