import { createCasino, LOCALE_STORAGE_KEY } from '@casino/sdk';
import { createI18n, isLocaleCode, KEYS_LOCALE, LOCALES } from '@casino/sdk/i18n';
import { loadWidgetMessages, WIDGETS_NAMESPACE } from '@casino/widgets';
import { loadSiteMessages } from '../i18n/loadSiteMessages';
import { SITE_NAMESPACE } from '../i18n/namespace';
import type { SiteRuntime } from './App';

const OFFERED: readonly string[] = LOCALES.filter((code) => code !== KEYS_LOCALE);
/** Browser language codes that mean one of the casino's: Norwegian Bokmål and Nynorsk are `no`. */
const SAME_LANGUAGE: Readonly<Record<string, string>> = { nb: 'no', nn: 'no' };

/** The first of the browser's preferred languages that the casino offers (exactly, else by language), or `'en'`. The keys locale is never chosen. */
export function preferredLocale(languages: readonly string[], offered: readonly string[] = OFFERED): string {
  for (const language of languages) {
    const exact = offered.find((code) => code.toLowerCase() === language.toLowerCase());
    if (exact) return exact;
    const primary = language.split('-')[0]?.toLowerCase() ?? '';
    const base = SAME_LANGUAGE[primary] ?? primary;
    const sameLanguage = offered.find((code) => code.toLowerCase() === base);
    if (sameLanguage) return sameLanguage;
  }
  return 'en';
}

function storedLocale(): string | null {
  // Reading storage throws when the browser blocks it; then there is no stored choice.
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** A locale asked for in the address (`?locale=de`, or `?locale=en-KW` to see translation keys); `null` when absent or unknown. */
export function queryLocale(search: string): string | null {
  const code = new URLSearchParams(search).get('locale');
  return code !== null && isLocaleCode(code) ? code : null;
}

/** The site's casino on its own origin (in the locale of the address, else the stored one, else the browser's), and one i18n instance for the widget and site strings. */
export function createRuntime(): SiteRuntime {
  const requested = queryLocale(window.location.search);
  const casino = createCasino(
    requested || !storedLocale()
      ? { baseUrl: '', locale: requested ?? preferredLocale(navigator.languages) }
      : { baseUrl: '' },
  );
  const i18n = createI18n({
    locale: casino.state.locale.peek(),
    namespaces: { [WIDGETS_NAMESPACE]: loadWidgetMessages, [SITE_NAMESPACE]: loadSiteMessages },
    casino,
  });
  return { casino, i18n };
}
