import { addNamespace } from '@casino/sdk/i18n';
import type { CasinoI18n } from '@casino/widgets';
import { GAMES_NAMESPACE, loadGamesMessages } from '@casino/widgets/games';

/**
 * Loads the strings a page's first render reads: the namespaces the site's i18n instance was made with, and the
 * game widgets' own. The prerender and the browser both wait for them before rendering a prerendered page, so that
 * the page hydrates from the same texts it was rendered with.
 */
export async function loadPageStrings(i18n: CasinoI18n): Promise<void> {
  await Promise.all([
    i18n.loadNamespaces(i18n.options.ns ?? []),
    addNamespace(i18n, GAMES_NAMESPACE, loadGamesMessages),
  ]);
}
