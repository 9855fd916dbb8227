import type { Locale } from '@casino/sdk/contract';

/** The language selector shows to visitors who are signed out, and only when the casino offers more than one locale (core.md §2). */
export function showsLanguageSelector(
  loginState: 'unknown' | 'logged' | 'anonymous',
  locales: readonly Locale[],
): boolean {
  return loginState === 'anonymous' && locales.length > 1;
}
