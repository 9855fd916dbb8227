/**
 * Picks the best of `codes` for an `Accept-Language` header: an exact tag first, then the bare language
 * (`de-AT` → `de`), then another tag of the same language (`fr` → `fr-CA`), in the header's q order.
 * Returns `fallback` when nothing matches.
 */
export function preferredLocale(header: string | undefined, codes: readonly string[], fallback: string): string {
  if (!header) return fallback;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const lower = codes.map((code) => code.toLowerCase());
  for (const { tag } of wanted) {
    const language = tag.split('-')[0] ?? tag;
    const index = [
      lower.indexOf(tag),
      lower.indexOf(language),
      lower.findIndex((c) => c.split('-')[0] === language),
    ].find((i) => i >= 0);
    const match = index === undefined ? undefined : codes[index];
    if (match) return match;
  }
  return fallback;
}
