import { isLocaleCode, type LocaleCode } from '@casino/sdk/i18n';

/** What the iframe page reads from its query string. */
export interface EmbedQuery {
  /** Exact origin of the embedding page (`parent`), or null when missing or not an origin. */
  parent: string | null;
  /** Language (`locale`), or undefined when missing or unknown. */
  locale: LocaleCode | undefined;
}

function exactOrigin(value: string | null): string | null {
  if (value === null) return null;
  try {
    const origin = new URL(value).origin;
    return origin === value && origin !== 'null' ? origin : null;
  } catch {
    return null;
  }
}

/** Reads `?parent=<origin>&locale=<lng>`; a parent with a path, a trailing slash or no scheme is rejected. */
export function readEmbedQuery(search: string): EmbedQuery {
  const params = new URLSearchParams(search);
  const locale = params.get('locale');
  return {
    parent: exactOrigin(params.get('parent')),
    locale: locale !== null && isLocaleCode(locale) ? locale : undefined,
  };
}
