/** Letters that Unicode does not decompose into a base letter and a mark, spelled the way a player types them. */
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const FOLDED = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'g');

/**
 * The words of a title or a search, as the index stores them: lower-cased, accents removed (`Bonánza` → `bonanza`),
 * apostrophes dropped (`Gonzo's` → `gonzos`), split on anything that is not a letter or a digit.
 */
export function titleWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(FOLDED, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The normalised title: its {@link titleWords} joined by single spaces (the sort key). */
export function normaliseTitle(title: string): string {
  return titleWords(title).join(' ');
}

/**
 * Every prefix of every word of the title, without repeats: the GIN-indexed array that a search matches with
 * `title_prefixes @> searchWords`, so each search word finds the titles with a word starting with it.
 */
export function titlePrefixes(title: string): string[] {
  const prefixes = new Set<string>();
  for (const word of titleWords(title)) {
    for (let length = 1; length <= word.length; length++) prefixes.add(word.slice(0, length));
  }
  return [...prefixes];
}
