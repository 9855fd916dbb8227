import { normaliseTitle, titlePrefixes, titleWords } from './title-search';

describe('titleWords', () => {
  it('lower-cases, removes accents and splits on anything that is not a letter or a digit', () => {
    expect(titleWords('Sweet BONÁNZA')).toEqual(['sweet', 'bonanza']);
    expect(titleWords('Piñata Fiesta: Déjà-Vu 1000')).toEqual(['pinata', 'fiesta', 'deja', 'vu', '1000']);
    expect(titleWords("  Gonzo's  Quest ")).toEqual(['gonzos', 'quest']);
  });

  it('folds letters that have no decomposition', () => {
    expect(titleWords('Straße Ærø Łódź Þór')).toEqual(['strasse', 'aero', 'lodz', 'thor']);
  });

  it('gives nothing for punctuation only', () => {
    expect(titleWords(' -- !! ')).toEqual([]);
  });
});

describe('normaliseTitle and titlePrefixes', () => {
  it('joins the words and lists every prefix of every word once', () => {
    expect(normaliseTitle('Crème  Brûlée!')).toBe('creme brulee');
    expect(titlePrefixes('Big Bass')).toEqual(['b', 'bi', 'big', 'ba', 'bas', 'bass']);
  });

  it('makes a search word a prefix of a title word whatever its case and accents', () => {
    const prefixes = new Set(titlePrefixes('Sweet Bonanza'));
    expect(titleWords('bonánza').every((word) => prefixes.has(word))).toBe(true);
    expect(titleWords('SWE bon').every((word) => prefixes.has(word))).toBe(true);
    expect(titleWords('weet').every((word) => prefixes.has(word))).toBe(false);
  });
});
