import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Database } from '../db/database';
import { SEED_CONTENT_DIR } from '../seed/content-seed';
import { openTestDatabase } from '../testing/test-database';
import { ContentError, readContentDirectory } from './content-files';
import { importContent } from './content-import';

let db: Database;
let dir: string;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cms-content-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function write(files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
}

const NOW = new Date('2026-11-24T12:00:00Z');
const run = async () => {
  const content = await readContentDirectory(dir);
  return db.transaction((tx) => importContent(tx, content, NOW, { overwrite: true }));
};
const stored = (slug: string, locale: string) =>
  db.query<{ title: string; content_html: string; categories: string[]; path: string; json: string }>(
    'select title, content_html, categories, path, json from cms_pages where slug = $1 and locale = $2',
    [slug, locale],
  );

describe('npm run content:import (docs/cms.md)', () => {
  it('turns Markdown with front matter into sanitised pages, variants and snippets, and reports what changed', async () => {
    await write({
      'pages/en/shipping-rules.md':
        '---\ntitle: Shipping rules\ncategories: [info, footer]\nimage: /images/cms/news.svg\n---\n# Rules\n\nRead **this** <script>alert(1)</script> [now](javascript:alert(1)).\n',
      'pages/de/shipping-rules.md': '---\ntitle: Versandregeln\n---\nLesen Sie das.\n',
      'pages/en/shipping-rules.EE.md': '---\ntitle: Shipping rules (Estonia)\n---\nEstonian rules.\n',
      'pages/en/news/launch.md':
        '---\ntitle: Launch\ncategories: [news]\npublished_at: 2026-01-02\n---\nWe launched.\n',
      'snippets/en/hotline.md': '---\ncategories: [footer]\n---\nCall <b onclick="x()">us</b>.\n',
    });
    const first = await run();
    expect(first.created).toEqual([
      'page shipping-rules (de)',
      'page launch (en)',
      'page shipping-rules/EE (en)',
      'page shipping-rules (en)',
      'snippet hotline (en)',
    ]);
    expect(first.updated).toEqual([]);
    const [page] = await stored('shipping-rules', 'en');
    expect(page).toMatchObject({
      title: 'Shipping rules',
      categories: ['info', 'footer'],
      path: '/shipping-rules',
      json: '{"image":"/images/cms/news.svg"}',
    });
    expect(page?.content_html).toBe('<h2>Rules</h2>\n<p>Read <strong>this</strong>  now.</p>\n');
    expect((await stored('launch', 'en'))[0]?.path).toBe('/news/launch');
    expect((await stored('shipping-rules/EE', 'en'))[0]?.title).toBe('Shipping rules (Estonia)');

    await write({ 'pages/de/shipping-rules.md': '---\ntitle: Versandregeln\n---\nLesen Sie das genau.\n' });
    const second = await run();
    expect(second.created).toEqual([]);
    expect(second.updated).toEqual(['page shipping-rules (de)']);
    expect(second.unchanged).toHaveLength(4);
  });

  it.each([
    [
      'pages/en/a.md',
      'no front matter\n',
      'pages/en/a.md: front matter: is missing (the file must start with a --- block)',
    ],
    ['pages/en/a.md', '---\ncategories: [info]\n---\nText.\n', 'pages/en/a.md: title: is required'],
    ['pages/en/a.md', '---\ntitle: A\nhidden: maybe\n---\nText.\n', 'pages/en/a.md: hidden: must be true or false'],
    ['pages/en/a.md', '---\ntitle: A\ncolour: red\n---\nText.\n', 'pages/en/a.md: colour: is not a field'],
    ['pages/en/a.md', '---\ntitle: A\nlicence: US\n---\nText.\n', 'pages/en/a.md: licence: must be AU or EE'],
    ['pages/en/Bad Name.md', '---\ntitle: A\n---\nText.\n', 'pages/en/Bad Name.md: slug: must match'],
    ['pages/en/a.md', '---\ntitle: A\nimage: javascript:x\n---\nText.\n', 'pages/en/a.md: image: must be a path'],
    ['pages/en/a.md', '---\ntitle: A\n---\n\n', 'pages/en/a.md: body: is empty'],
  ])('refuses %s (%j) naming the file and the field', async (name, text, message) => {
    await write({ [name]: text });
    await expect(readContentDirectory(dir)).rejects.toThrow(message);
  });

  it('changes nothing when one file of the import is wrong', async () => {
    await write({
      'pages/en/first-page.md': '---\ntitle: First\n---\nFirst.\n',
      'pages/xx/second-page.md': '---\ntitle: Second\n---\nSecond.\n',
    });
    const error = await run().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toBe('pages/xx/second-page.md: locale: xx is not a locale of the platform');
    expect(await stored('first-page', 'en')).toEqual([]);
  });

  it('reads the seeded content without a problem: every legal page in English and German', async () => {
    const content = await readContentDirectory(SEED_CONTENT_DIR);
    for (const slug of ['terms-and-conditions', 'privacy-policy', 'cookie-policy', 'responsible-gaming', 'faq']) {
      expect(content.pages.filter((page) => page.slug === slug && page.variant === null).map((p) => p.locale)).toEqual([
        'de',
        'en',
      ]);
    }
    const variants = content.pages
      .filter((page) => page.variant !== null)
      .map((page) => `${page.slug}/${page.variant}`);
    expect(new Set(variants)).toEqual(
      new Set(['terms-and-conditions/AU', 'terms-and-conditions/EE', 'responsible-gaming/AU', 'responsible-gaming/EE']),
    );
  });
});
