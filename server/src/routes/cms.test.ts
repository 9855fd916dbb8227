import { CmsFileList, CmsPage, CmsPageList, CmsSnippetList } from '@casino/sdk/contract';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ eeHosts: ['casino.ee'] });
});
afterAll(() => t.close());

/** The legal and help pages of core.md §2 and issue 17, each seeded in English and German. */
const SITE_PAGES = [
  'terms-and-conditions',
  'privacy-policy',
  'cookie-policy',
  'general-rules',
  'responsible-gaming',
  'bonus-terms',
  'about',
  'faq',
  'payments',
  'benefits-of-crypto',
];

describe('GET /api/cms/pages', () => {
  it('lists every page once, without content, in the locale asked for, newest first', async () => {
    const response = await t.client().get('/api/cms/pages?l=de');
    expect(response.status).toBe(200);
    expect(response.headers.vary).toContain('Accept-Language');
    const pages = CmsPageList.parse(response.body);
    expect(response.text).not.toContain('"content"');
    const slugs = pages.map((page) => page.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of SITE_PAGES) expect(slugs).toContain(slug);
    expect(slugs.some((slug) => slug.includes('/'))).toBe(false);
    expect(pages.find((page) => page.slug === 'terms-and-conditions')).toMatchObject({
      title: 'Allgemeine Geschäftsbedingungen',
      path: '/terms-and-conditions',
      categories: ['info'],
      hidden: false,
    });
    const news = pages.filter((page) => page.categories.includes('news'));
    expect(news.length).toBeGreaterThanOrEqual(7);
    expect(news[0]).toMatchObject({ path: `/news/${news[0]?.slug}`, image: '/images/cms/news.svg' });
    const dates = news.map((page) => page.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(pages.filter((page) => page.categories.includes('promotions')).length).toBeGreaterThanOrEqual(3);
    expect(pages.find((page) => page.slug === 'rocket-mart')?.hidden).toBe(true);
  });

  it('falls back to English for a locale without translations, and refuses a malformed locale', async () => {
    const pages = CmsPageList.parse((await t.client().get('/api/cms/pages?l=ja')).body);
    expect(pages.find((page) => page.slug === 'privacy-policy')?.title).toBe('Privacy policy');
    const bad = await t.client().get('/api/cms/pages?l=%3Cscript%3E');
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ errors: { l: ['is invalid'] } });
  });
});

describe('GET /api/cms/pages/{slug or id}', () => {
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await t.client(headers).get(`/api/cms/pages/${path}`);
    expect(response.status, response.text).toBe(200);
    return CmsPage.parse(response.body);
  };

  it('answers every legal page in English and German with sanitised content and blocks', async () => {
    for (const slug of SITE_PAGES) {
      for (const locale of ['en', 'de']) {
        const answer = await page(`${slug}?l=${locale}`);
        expect(answer).toMatchObject({ slug, locale, variant: null, path: `/${slug}` });
        expect(answer.content).toMatch(/^<(p|h2)>/);
        expect(answer.content).not.toMatch(/<script|on\w+=|style=/i);
        expect(answer.blocks.description).not.toBe('');
      }
    }
  });

  it('reads the page by id as by slug, and in the locale of Accept-Language without l', async () => {
    const bySlug = await page('privacy-policy', { 'accept-language': 'de-AT,de;q=0.9' });
    expect(bySlug.locale).toBe('de');
    expect(await page(`${bySlug.id}?l=de`)).toEqual(bySlug);
  });

  it('answers the EE variant on an EE host and to an EE player, the AU variant to a visitor in Australia', async () => {
    expect((await page('terms-and-conditions?l=en')).variant).toBeNull();
    const ee = await page('terms-and-conditions?l=de', { host: 'casino.ee' });
    expect(ee).toMatchObject({ slug: 'terms-and-conditions', variant: 'EE', locale: 'de' });
    expect(ee.title).toContain('Estland');
    const au = await page('responsible-gaming?l=en', { 'x-country-code': 'AU' });
    expect(au).toMatchObject({ variant: 'AU', path: '/responsible-gaming' });
    expect(au.content).toContain('1800 858 858');
    const player = t.client();
    expect((await player.signIn('ee@casino.test')).status).toBe(200);
    const response = await player.get('/api/cms/pages/responsible-gaming?l=en');
    expect(CmsPage.parse(response.body).variant).toBe('EE');
    expect(response.headers.vary).toContain('Cookie');
    // a page without the variant is the page itself
    expect((await page('privacy-policy?l=en', { host: 'casino.ee' })).variant).toBeNull();
  });

  it('answers 404 with errors for a missing page, and sanitises stored HTML again on the way out', async () => {
    const missing = await t.client().get('/api/cms/pages/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errors: { slug: ['there is no page "nothing-here"'] } });
    await t.db.query(
      `update cms_pages set content_html = content_html || '<img src=x onerror=alert(1)><script>alert(2)</script>'
       where slug = 'about' and locale = 'en'`,
    );
    const about = await page('about?l=en');
    expect(about.content).not.toMatch(/<img|<script|onerror/);
  });
});

describe('GET /api/cms/snippets and /api/cms/files', () => {
  it('answers the snippets of the locale by key with their variants', async () => {
    const snippets = CmsSnippetList.parse((await t.client().get('/api/cms/snippets?l=de')).body);
    const keys = snippets.map((snippet) => snippet.id);
    expect(keys).toEqual(expect.arrayContaining(['contacts', 'copyright', 'copyright/AU', 'copyright/EE']));
    expect(snippets.find((snippet) => snippet.id === 'copyright')?.content).toContain('Alle Rechte vorbehalten');
  });

  it('answers the files with their url and content type', async () => {
    const files = CmsFileList.parse((await t.client().get('/api/cms/files?l=de')).body);
    expect(files.find((file) => file.name === 'news.svg')).toMatchObject({
      url: '/images/cms/news.svg',
      content_type: 'image/svg+xml',
    });
  });
});
