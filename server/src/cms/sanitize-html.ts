import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

type ChildNode = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/** Elements kept with their text; any other element is unwrapped (its children stay, the element goes). */
const ALLOWED_ELEMENTS = new Set([
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'blockquote',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);

/** Elements written without a closing tag. */
const VOID_ELEMENTS = new Set(['br', 'hr']);

/** A page has its own `h1` (its title): a heading of the content's first level becomes an `h2`. */
const RENAMED_ELEMENTS: Readonly<Record<string, string>> = { h1: 'h2' };

/** Elements dropped with everything inside them: code, styles, embedded documents, forms and foreign markup. */
const DROPPED_ELEMENTS = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'title',
  'head',
  'link',
  'meta',
  'base',
  'img',
  'video',
  'audio',
]);

/** Attributes kept per element (every other attribute, `on*` and `style` among them, goes); `href` is checked too. */
const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** URL schemes a link may have; a relative address or a fragment has none. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * The scheme of a link target as a browser reads it, or null for a relative one. Browsers skip control characters and
 * spaces inside a scheme (`java\tscript:`), so they are dropped before looking.
 */
function schemeOf(href: string): string | null {
  const compact = Array.from(href)
    .filter((character) => {
      const code = character.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
  const scheme = /^([^/?#]*?):/.exec(compact)?.[1];
  return scheme === undefined ? null : scheme.toLowerCase();
}

/** Whether a link target is safe: http(s), mailto, or relative (no scheme). */
export function isSafeHref(href: string): boolean {
  const scheme = schemeOf(href);
  return scheme === null || SAFE_SCHEMES.has(scheme);
}

function attributesOf(element: Element, name: string): string {
  const allowed = ALLOWED_ATTRIBUTES[name] ?? [];
  let written = '';
  for (const attribute of element.attrs) {
    if (attribute.namespace || !allowed.includes(attribute.name)) continue;
    const value = attribute.name === 'href' ? attribute.value.trim() : attribute.value;
    if ((attribute.name === 'colspan' || attribute.name === 'rowspan') && !/^\d{1,3}$/.test(value)) continue;
    if (attribute.name === 'scope' && !['row', 'col', 'rowgroup', 'colgroup'].includes(value)) continue;
    written += ` ${attribute.name}="${escapeAttribute(value)}"`;
  }
  return written;
}

function serialize(node: ChildNode): string {
  if (node.nodeName === '#text') return escapeText((node as DefaultTreeAdapterMap['textNode']).value);
  if (!('tagName' in node)) return '';
  const element = node as Element;
  if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') return '';
  const tag = element.tagName;
  if (DROPPED_ELEMENTS.has(tag)) return '';
  const children = element.childNodes.map(serialize).join('');
  const name = RENAMED_ELEMENTS[tag] ?? tag;
  if (!ALLOWED_ELEMENTS.has(name)) return children;
  if (VOID_ELEMENTS.has(name)) return `<${name}>`;
  if (name === 'a') {
    const href = element.attrs.find((attribute) => attribute.name === 'href' && !attribute.namespace)?.value;
    if (href === undefined || !isSafeHref(href)) return children;
    const external = schemeOf(href) !== null;
    const opens = external ? ' rel="noopener noreferrer" target="_blank"' : '';
    return `<a${attributesOf(element, name)}${opens}>${children}</a>`;
  }
  return `<${name}${attributesOf(element, name)}>${children}</${name}>`;
}

/**
 * HTML of the CMS with only an allow-list left (docs/cms.md): text elements, lists, tables, quotes and links whose
 * `href` is http(s), mailto or relative; no `on*`, `style` or other attribute; scripts, styles, frames, objects,
 * forms, images and foreign markup dropped with their content; any other element unwrapped to its text. Links that
 * leave the site open in a new tab without an opener. Applied when content is stored and again when it is served.
 */
export function sanitizeHtml(html: string): string {
  return parseFragment(html).childNodes.map(serialize).join('');
}
