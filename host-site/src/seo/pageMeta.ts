/** A page's metadata for search engines and shared links (docs/pwa.md, metadata). */
export interface PageMeta {
  /** The whole document title, site name included. */
  title: string;
  /** One or two sentences a search result or a link preview shows under the title. */
  description: string;
  /** The page's path without query or hash: its canonical address on the site's origin. */
  path: string;
  /** The preview image's path or absolute URL (PNG: link previews do not take SVG). */
  image: string;
  /** Open Graph type: `website` for the site's pages, `article` for news and content pages. */
  type: 'website' | 'article';
}

/** The preview image of a page without one of its own: the app icon. */
export const DEFAULT_PAGE_IMAGE = '/icons/icon-512.png';

/** A head element the metadata sets: which element, the attribute that names it, and the one that carries the value. */
interface MetaTag {
  element: 'meta' | 'link';
  key: 'name' | 'property' | 'rel';
  name: string;
  valueAttribute: 'content' | 'href';
  value: string;
}

/** `path` on `origin` (`''` for a root-relative address: a build that does not know the site's origin). */
const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

/** The description, canonical link and Open Graph tags of a page, in the order they are written. */
export function metaTags(meta: PageMeta, origin: string): MetaTag[] {
  const url = absolute(origin, meta.path);
  const tag = (element: MetaTag['element'], key: MetaTag['key'], name: string, value: string): MetaTag => ({
    element,
    key,
    name,
    valueAttribute: element === 'link' ? 'href' : 'content',
    value,
  });
  return [
    tag('meta', 'name', 'description', meta.description),
    tag('link', 'rel', 'canonical', url),
    tag('meta', 'property', 'og:type', meta.type),
    tag('meta', 'property', 'og:title', meta.title),
    tag('meta', 'property', 'og:description', meta.description),
    tag('meta', 'property', 'og:url', url),
    tag('meta', 'property', 'og:image', absolute(origin, meta.image)),
  ];
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The `<title>` and tags of {@link metaTags} as HTML, for a page written at build time (the prerender plugin). */
export function metaHtml(meta: PageMeta, origin: string): string {
  const tags = metaTags(meta, origin).map(
    (tag) => `<${tag.element} ${tag.key}="${tag.name}" ${tag.valueAttribute}="${escapeAttribute(tag.value)}" />`,
  );
  return [`<title>${escapeText(meta.title)}</title>`, ...tags].join('\n    ');
}

/** Writes the metadata into a live document's head: the title, and each tag updated in place or added once. */
export function applyPageMeta(document: Document, meta: PageMeta, origin: string): void {
  document.title = meta.title;
  for (const tag of metaTags(meta, origin)) {
    const selector = `${tag.element}[${tag.key}="${tag.name}"]`;
    let element = document.head.querySelector(selector);
    if (!element) {
      element = document.createElement(tag.element);
      element.setAttribute(tag.key, tag.name);
      document.head.append(element);
    }
    element.setAttribute(tag.valueAttribute, tag.value);
  }
}
