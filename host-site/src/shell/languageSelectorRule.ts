import type { LoginState } from '@casino/sdk';
import type { Locale } from '@casino/sdk/contract';
import { KEYS_LOCALE } from '@casino/sdk/i18n';

/** The locales a player can pick: every locale but the fake one that shows translation keys (kept for translators). */
export function selectableLocales(locales: readonly Locale[]): Locale[] {
  return locales.filter((locale) => locale.code !== KEYS_LOCALE);
}

/** The language selector shows to visitors who are signed out, and only when the casino offers more than one locale (core.md §2). */
export function showsLanguageSelector(loginState: LoginState, locales: readonly Locale[]): boolean {
  return loginState === 'anonymous' && selectableLocales(locales).length > 1;
}
