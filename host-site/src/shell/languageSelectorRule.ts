import type { LoginState } from '@casino/sdk';
import type { Locale } from '@casino/sdk/contract';

/** The language selector shows to visitors who are signed out, and only when the casino offers more than one locale (core.md §2). */
export function showsLanguageSelector(loginState: LoginState, locales: readonly Locale[]): boolean {
  return loginState === 'anonymous' && locales.length > 1;
}
