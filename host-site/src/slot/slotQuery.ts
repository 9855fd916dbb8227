import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '@casino/sdk/i18n';

/** How the slot is played: for real money from a wallet, or for fun money. */
export type SlotMode = 'real' | 'demo';

/** A problem of the slot page's address, named by the part that is wrong. */
export type SlotQueryProblem = 'game' | 'mode' | 'currency' | 'parent';

/** What the slot page's address says: `/slot/{provider}/{slug}?mode=&currency=&lang=&parent=`. */
export interface SlotQuery {
  /** The game's identifier, `provider/slug`. */
  game: string;
  mode: SlotMode;
  /** The wallet's currency for real play; null in demo play. */
  currency: string | null;
  /** The interface language: one of the SDK's locales, `en` when absent or unknown. */
  lang: LocaleCode;
  /** The exact origin of the page that frames the slot; null when none is given. */
  parent: string | null;
}

/** The address read back: the query, or the first problem found in it. */
export type SlotQueryResult = { ok: true; query: SlotQuery } | { ok: false; problem: SlotQueryProblem };

const PATH = /^\/slot\/([^/]+)\/([^/]+)\/?$/;
const SEGMENT = /^[^/\s?#]{1,100}$/;
const CURRENCY = /^[A-Z]{2,10}$/;

function exactOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? url.origin : null;
  } catch {
    return null;
  }
}

function segment(value: string | undefined): string | null {
  if (value === undefined) return null;
  try {
    const decoded = decodeURIComponent(value);
    return SEGMENT.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/**
 * Reads and checks the slot page's address: the game from the path, `mode` (`real` or `demo`), `currency` (needed
 * for real play), `lang` and `parent` (an exact origin) from the query.
 */
export function readSlotQuery(pathname: string, search: string): SlotQueryResult {
  const params = new URLSearchParams(search);
  const match = PATH.exec(pathname);
  const provider = segment(match?.[1]);
  const slug = segment(match?.[2]);
  if (provider === null || slug === null) return { ok: false, problem: 'game' };
  const mode = params.get('mode');
  if (mode !== 'real' && mode !== 'demo') return { ok: false, problem: 'mode' };
  const currency = params.get('currency');
  if (mode === 'real' && (currency === null || !CURRENCY.test(currency))) return { ok: false, problem: 'currency' };
  const parentText = params.get('parent');
  const parent = parentText === null || parentText === '' ? null : exactOrigin(parentText);
  if (parentText && parent === null) return { ok: false, problem: 'parent' };
  const lang = params.get('lang') ?? '';
  return {
    ok: true,
    query: {
      game: `${provider}/${slug}`,
      mode,
      currency: mode === 'real' ? currency : null,
      lang: isLocaleCode(lang) ? lang : DEFAULT_LOCALE,
      parent,
    },
  };
}
