import { cmsPageJson } from '../cms/page-json';
import type { CmsFile, CmsPage, CmsPageSummary, CmsSnippet, CmsVariant } from '../contract';
import { errors, json, type RouteResolvers } from './routes';

/** The content of the fixture platform. Every field has a default. */
export interface FixtureCmsOptions {
  /** Every page in every locale and licence variant. Defaults to {@link fixtureCmsPages}. */
  pages?: readonly CmsPage[];
  /** The snippets of every locale, by locale. Defaults to contacts and copyright texts in English and German. */
  snippets?: Readonly<Record<string, readonly CmsSnippet[]>>;
  /** The files. Defaults to the licence certificate. */
  files?: readonly CmsFile[];
}

/** What picks a page's variant: the project's licence and the visitor's country (`'AU'` asks for `slug/AU`). */
export interface FixtureCmsVisitor {
  licence: 'CW' | 'EE';
  country: string;
  /** The HTML of the Rocket Mart's read-more page. */
  readMoreHtml?: string | undefined;
}

/** The read-more text of the fixture's Rocket Mart. */
const READ_MORE_HTML =
  '<h2>How the Rocket Mart works</h2><p>Every real bet earns <strong>comp points</strong>. Spend them here.</p>';

/** A page of the fixture CMS: an English, hidden-less info page unless `overrides` say otherwise. */
export function fixtureCmsPage(overrides: Partial<CmsPage> & Pick<CmsPage, 'id' | 'slug' | 'title'>): CmsPage {
  return {
    path: `/${overrides.slug}`,
    locale: 'en',
    variant: null,
    layout: 'default',
    content: `<p>${overrides.title}.</p>`,
    blocks: { title: overrides.title, description: '', keywords: '', json: '{}', 'content-main': '' },
    categories: ['info'],
    hidden: false,
    meta: { mainContent: true, json: { variables: {} }, deposit: false, skin: null },
    published_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-01T09:00:00Z',
    ...overrides,
  };
}

/** The fixture's news articles: `count` of them, the newest first (one a day before 20 November 2026). */
function fixtureNews(count: number): CmsPage[] {
  return Array.from({ length: count }, (_, index) => {
    const day = String(20 - index).padStart(2, '0');
    return fixtureCmsPage({
      id: 100 + index,
      slug: `news-${index + 1}`,
      path: `/news/news-${index + 1}`,
      title: `News ${index + 1}`,
      categories: ['news'],
      content: `<p>Article ${index + 1}.</p>`,
      blocks: {
        title: `News ${index + 1}`,
        description: `What happened on day ${index + 1}.`,
        keywords: '',
        json: '{"image":"/images/news.svg"}',
        'content-main': `<p>What happened on day ${index + 1}.</p>`,
      },
      published_at: `2026-11-${day}T09:00:00Z`,
    });
  });
}

/**
 * The default content: the terms in English and German with an EE and an AU variant, the responsible gaming page,
 * an about page in the top menu, eight news articles, a promotion, an award and the Rocket Mart's read-more text.
 */
export function fixtureCmsPages(readMoreHtml = READ_MORE_HTML): CmsPage[] {
  return [
    fixtureCmsPage({
      id: 1,
      slug: 'terms-and-conditions',
      title: 'Terms and conditions',
      content: '<p>General terms.</p>',
    }),
    fixtureCmsPage({
      id: 1,
      slug: 'terms-and-conditions',
      locale: 'de',
      title: 'Allgemeine Geschäftsbedingungen',
      content: '<p>Allgemeine Bedingungen.</p>',
    }),
    fixtureCmsPage({
      id: 1,
      slug: 'terms-and-conditions',
      variant: 'EE',
      title: 'Terms and conditions (Estonia)',
      content: '<p>Terms under the Estonian licence.</p>',
    }),
    fixtureCmsPage({
      id: 1,
      slug: 'terms-and-conditions',
      variant: 'AU',
      title: 'Terms and conditions (Australia)',
      content: '<p>Terms for Australian players.</p>',
    }),
    fixtureCmsPage({ id: 2, slug: 'responsible-gaming', title: 'Responsible gaming', categories: ['help'] }),
    fixtureCmsPage({ id: 3, slug: 'about', title: 'About us', categories: ['info', 'top-menu'] }),
    fixtureCmsPage({ id: 4, slug: 'hidden-page', title: 'Hidden page', hidden: true }),
    ...fixtureNews(8),
    fixtureCmsPage({
      id: 200,
      slug: 'weekend-reload',
      path: '/promotions/weekend-reload',
      title: 'Weekend reload',
      categories: ['promotions'],
    }),
    fixtureCmsPage({
      id: 300,
      slug: 'best-new-casino',
      path: '/awards',
      title: 'Best new casino',
      categories: ['awards'],
    }),
    fixtureCmsPage({
      id: 400,
      slug: 'rocket-mart',
      title: 'Rocket Mart',
      categories: [],
      hidden: true,
      content: readMoreHtml,
    }),
  ];
}

const FIXTURE_SNIPPETS: Readonly<Record<string, readonly CmsSnippet[]>> = {
  en: [
    { id: 'contacts', categories: ['footer'], content: '<p>support@example.com</p>' },
    { id: 'copyright', categories: ['footer'], content: '<p>© 2026 Example Casino</p>' },
  ],
  de: [
    { id: 'contacts', categories: ['footer'], content: '<p>support@example.com</p>' },
    { id: 'copyright', categories: ['footer'], content: '<p>© 2026 Example Casino. Alle Rechte vorbehalten.</p>' },
  ],
};

const FIXTURE_FILES: readonly CmsFile[] = [
  {
    id: 1,
    name: 'licence-certificate.pdf',
    url: '/files/licence-certificate.pdf',
    content_type: 'application/pdf',
    categories: ['footer'],
    description: 'Licence certificate',
  },
];

/** The locale of `asked` (`de-AT` → `de`) among `known`, else English. */
function localeOf(asked: string | null, known: readonly string[]): string {
  if (asked && known.includes(asked)) return asked;
  const language = asked?.split('-')[0];
  return language && known.includes(language) ? language : 'en';
}

/** The CMS routes of the fixture platform: the pages list, a page (in the visitor's variant), snippets and files. */
export function createCmsRoutes(options: FixtureCmsOptions, visitor: FixtureCmsVisitor): RouteResolvers {
  const pages = options.pages ?? fixtureCmsPages(visitor.readMoreHtml);
  const snippets = options.snippets ?? FIXTURE_SNIPPETS;
  const variants: readonly CmsVariant[] = [
    ...(visitor.licence === 'EE' ? (['EE'] as const) : []),
    ...(visitor.country === 'AU' ? (['AU'] as const) : []),
  ];
  const inLocale = (candidates: readonly CmsPage[], asked: string | null) => {
    const locale = localeOf(
      asked,
      candidates.map((page) => page.locale),
    );
    return candidates.filter((page) => page.locale === locale);
  };
  return {
    cmsPages: ({ query }) => {
      const bases = pages.filter((page) => page.variant === null);
      const ids = [...new Set(bases.map((page) => page.id))];
      const list = ids.flatMap((id) =>
        inLocale(
          bases.filter((page) => page.id === id),
          query.get('l'),
        ),
      );
      return json(
        200,
        list
          .sort((a, b) => b.published_at.localeCompare(a.published_at))
          .map(
            (page): CmsPageSummary => ({
              id: page.id,
              slug: page.slug,
              path: page.path,
              title: page.title,
              layout: page.layout,
              categories: page.categories,
              hidden: page.hidden,
              published_at: page.published_at,
              description: page.blocks.description,
              image: typeof cmsPageJson(page).image === 'string' ? String(cmsPageJson(page).image) : null,
            }),
          ),
      );
    },
    cmsPage: ({ params, query }) => {
      const named = pages.filter((page) => page.slug === params.slug || String(page.id) === params.slug);
      const variant = variants.find((wanted) => named.some((page) => page.variant === wanted)) ?? null;
      const [page] = inLocale(
        named.filter((candidate) => candidate.variant === variant),
        query.get('l'),
      );
      return page ? json(200, page) : errors(404, { slug: ['has no page'] });
    },
    cmsSnippets: ({ query }) => json(200, snippets[localeOf(query.get('l'), Object.keys(snippets))] ?? []),
    cmsFiles: () => json(200, options.files ?? FIXTURE_FILES),
  };
}
