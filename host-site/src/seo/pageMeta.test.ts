import { applyPageMeta, metaHtml, type PageMeta } from './pageMeta';

const META: PageMeta = {
  title: 'Pokies · Reference Casino',
  description: 'Pokies at Reference Casino: play online, on desktop and mobile.',
  path: '/pokies/all',
  image: '/icons/icon-512.png',
  type: 'website',
};

const head = () =>
  [...document.head.querySelectorAll('meta[name], meta[property], link[rel="canonical"]')].map((element) =>
    [
      element.getAttribute('name') ?? element.getAttribute('property') ?? element.getAttribute('rel'),
      element.getAttribute('content') ?? element.getAttribute('href'),
    ].join(' = '),
  );

describe('page metadata', () => {
  afterEach(() => {
    for (const element of document.head.querySelectorAll('meta, link')) element.remove();
  });

  it('writes the title, description, absolute canonical and Open Graph tags into the head', () => {
    applyPageMeta(document, META, 'https://casino.example');
    expect(document.title).toBe('Pokies · Reference Casino');
    expect(head()).toEqual([
      `description = ${META.description}`,
      'canonical = https://casino.example/pokies/all',
      'og:type = website',
      'og:title = Pokies · Reference Casino',
      `og:description = ${META.description}`,
      'og:url = https://casino.example/pokies/all',
      'og:image = https://casino.example/icons/icon-512.png',
    ]);
  });

  it('updates the tags in place on the next page, never adding a second of any', () => {
    applyPageMeta(document, META, 'https://casino.example');
    applyPageMeta(
      document,
      { ...META, title: 'Live casino · Reference Casino', path: '/live/all', image: 'https://cdn.example/live.png' },
      'https://casino.example',
    );
    expect(head()).toHaveLength(7);
    expect(head()).toContain('canonical = https://casino.example/live/all');
    expect(head()).toContain('og:image = https://cdn.example/live.png');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('writes the same tags as escaped HTML for a prerendered page, root-relative without an origin', () => {
    const html = metaHtml({ ...META, title: 'A <b>"quoted"</b> & bold page' }, '');
    expect(html).toContain('<title>A &lt;b&gt;"quoted"&lt;/b&gt; &amp; bold page</title>');
    expect(html).toContain(
      '<meta property="og:title" content="A &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; &amp; bold page" />',
    );
    expect(html).toContain('<link rel="canonical" href="/pokies/all" />');
    document.head.innerHTML = html;
    expect(head()).toHaveLength(7);
  });
});
