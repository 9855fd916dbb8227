import { createCasino } from '@casino/sdk';
import { createI18n, LOCALES } from '@casino/sdk/i18n';
import { loadWidgetMessages, WIDGETS_NAMESPACE } from '@casino/widgets';
import { loadSiteMessages } from '../i18n/loadSiteMessages';
import { SITE_NAMESPACE } from '../i18n/namespace';
import type { SiteRuntime } from './App';

/** The first of the browser's preferred languages that the casino offers (exactly, else by language), or `'en'`. */
export function preferredLocale(languages: readonly string[], offered: readonly string[] = LOCALES): string {
  for (const language of languages) {
    const exact = offered.find((code) => code.toLowerCase() === language.toLowerCase());
    if (exact) return exact;
    const base = language.split('-')[0]?.toLowerCase();
    const sameLanguage = offered.find((code) => code.toLowerCase() === base);
    if (sameLanguage) return sameLanguage;
  }
  return 'en';
}

/** The site's casino on its own origin, and one i18n instance for the widget and site strings. */
export function createRuntime(locale: string): SiteRuntime {
  const casino = createCasino({ baseUrl: '', locale });
  const i18n = createI18n({
    locale,
    namespaces: { [WIDGETS_NAMESPACE]: loadWidgetMessages, [SITE_NAMESPACE]: loadSiteMessages },
    casino,
  });
  return { casino, i18n };
}
