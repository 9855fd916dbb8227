import { listCmsPages } from '../cms/cms-page';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ORIGIN = 'http://localhost:8080';

/** The addresses of a sitemap, in order. */
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the API, the player pages, the dev endpoints and the popups, and names the sitemap', async () => {
    const response = await t.client().get('/robots.txt', { accept: 'text/plain' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/profile', '/dev/', '/embed', '/cashbox', '/deposit', '/withdraw', '/sign-in'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('writes the sitemap on the public origin the request reached, never on a Host it was not configured for', async () => {
    const own = await t.client().get('/robots.txt', { host: '127.0.0.1:8080' });
    expect(own.text).toContain('Sitemap: http://127.0.0.1:8080/sitemap.xml');
    const spoofed = await t.client().get('/robots.txt', { host: 'evil.example' });
    expect(spoofed.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(spoofed.text).not.toContain('evil.example');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the lobby, the categories, providers and demo games of the catalogue, and the visible CMS pages', async () => {
    const response = await t.client().get('/sitemap.xml', { accept: 'application/xml' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const urls = locations(response.text);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls[0]).toBe(`${ORIGIN}/`);
    expect(urls).toEqual(
      expect.arrayContaining([`${ORIGIN}/pokies/all`, `${ORIGIN}/live/all`, `${ORIGIN}/categories/top`]),
    );

    const providers = await t.db.query<{ id: string }>(
      'select p.id from game_providers p where exists (select 1 from games g where g.provider = p.id)',
    );
    expect(providers.length).toBeGreaterThan(0);
    for (const { id } of providers) expect(urls).toContain(`${ORIGIN}/producers/${id}`);
    const games = await t.db.query<{ provider: string; slug: string }>(
      `select g.provider, g.slug from games g
       where exists (select 1 from game_currency_ids i where i.game_id = g.id and i.currency = 'FUN')`,
    );
    const [{ count: realOnly } = { count: 0 }] = await t.db.query<{ count: number }>(
      `select count(*)::int as count from games g
       where not exists (select 1 from game_currency_ids i where i.game_id = g.id and i.currency = 'FUN')`,
    );
    expect(realOnly).toBeGreaterThan(0);
    const gameUrls = urls.filter((url) => url.startsWith(`${ORIGIN}/play/`));
    expect(gameUrls.sort()).toEqual(games.map((game) => `${ORIGIN}/play/${game.provider}/${game.slug}`).sort());

    const pages = await listCmsPages(t.db, 'en');
    const visible = pages.filter((page) => !page.hidden);
    expect(visible.length).toBeGreaterThan(0);
    for (const page of visible) expect(urls).toContain(`${ORIGIN}${page.path}`);
    for (const page of pages.filter((candidate) => candidate.hidden))
      expect(urls).not.toContain(`${ORIGIN}${page.path}`);
  });

  it('drops a CMS page once it is hidden', async () => {
    const [page] = (await listCmsPages(t.db, 'en')).filter((candidate) => !candidate.hidden);
    if (!page) throw new Error('the seed has no visible CMS page');
    const before = locations((await t.client().get('/sitemap.xml')).text);
    expect(before).toContain(`${ORIGIN}${page.path}`);
    await t.db.query('update cms_pages set hidden = true where page_slug = $1', [page.slug]);
    const after = locations((await t.client().get('/sitemap.xml')).text);
    expect(after).not.toContain(`${ORIGIN}${page.path}`);
    expect(after).toHaveLength(before.length - 1);
  });
});
