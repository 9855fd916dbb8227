import { listCmsPages } from '../cms/cms-page';
import type { Queryable } from '../db/database';
import { CATALOGUE_CATEGORIES } from '../games/catalogue/categories';

/** One address of the sitemap: its path on the site, and when its content last changed when that is known. */
export interface SiteMapEntry {
  path: string;
  lastModified?: string;
}

/**
 * The games a visitor who is not signed in can open, those with demo play: the game page of any other sends a guest
 * (and a crawler) to sign in.
 */
const DEMO_GAMES = `select g.provider, g.slug from games g
  where exists (select 1 from game_currency_ids i where i.game_id = g.id and i.currency = 'FUN')
  order by g.provider, g.slug`;

/** The page of a category, as the site routes it (host-site/src/routing/gamePaths.ts `categoryPath`). */
export function categoryPath(category: string): string {
  return category === 'pokies' || category === 'live'
    ? `/${category}/all`
    : `/categories/${encodeURIComponent(category)}`;
}

/**
 * Every public page a search engine should find (docs/pwa.md, sitemap): the lobby; each category, provider and game
 * page of the catalogue that has games, and each game with demo play (`/play/{provider}/{slug}`, the game page's
 * canonical address; a guest cannot open the others); the CMS pages
 * that are not hidden, at their paths, with their last publication. One address per page: the site has no locale
 * paths (the language is the visitor's choice, `?locale=`), so there are no per-locale entries.
 */
export async function siteMapEntries(db: Queryable): Promise<SiteMapEntry[]> {
  const [categories, providers, games, pages] = await Promise.all([
    db.query<{ category: string }>('select distinct category from game_categories'),
    db.query<{ id: string }>(
      'select p.id from game_providers p where exists (select 1 from games g where g.provider = p.id) order by p.id',
    ),
    db.query<{ provider: string; slug: string }>(DEMO_GAMES),
    listCmsPages(db, 'en'),
  ]);
  const withGames = new Set(categories.map((row) => row.category));
  return [
    { path: '/' },
    ...CATALOGUE_CATEGORIES.filter((category) => withGames.has(category)).map((category) => ({
      path: categoryPath(category),
    })),
    ...providers.map((row) => ({ path: `/producers/${encodeURIComponent(row.id)}` })),
    ...games.map((row) => ({ path: `/play/${encodeURIComponent(row.provider)}/${encodeURIComponent(row.slug)}` })),
    ...pages
      .filter((page) => !page.hidden)
      .map((page) => ({ path: page.path, lastModified: page.published_at.slice(0, 10) })),
  ];
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The sitemap XML (sitemaps.org 0.9) of `entries` on `origin`, each address once. */
export function siteMapXml(origin: string, entries: readonly SiteMapEntry[]): string {
  const seen = new Set<string>();
  const urls = entries
    .filter((entry) => !seen.has(entry.path) && seen.add(entry.path))
    .map((entry) => {
      const lastModified = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastModified}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

/**
 * Paths search engines are asked to leave alone: the API, the player's own pages, the dev endpoints and mailbox,
 * the embed frames and game frames, and the popups (sign-in, sign-up and password pages, every cashbox path) that
 * open over the lobby.
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/profile',
  '/dev/',
  '/messages/',
  '/check-email',
  '/embed',
  '/slot/',
  '/cashbox',
  '/dashboard',
  '/deposit',
  '/withdraw',
  '/accounts/',
  '/sign-in',
  '/login',
  '/sign-up',
  '/registration',
  '/remind',
  '/new-password',
  '/email-verify',
  '/bonus-balance',
] as const;

/** robots.txt: every crawler, the disallowed paths, and the sitemap's address on `origin`. */
export function robotsTxt(origin: string): string {
  return `User-agent: *
${DISALLOWED_PATHS.map((path) => `Disallow: ${path}`).join('\n')}

Sitemap: ${origin}/sitemap.xml
`;
}
