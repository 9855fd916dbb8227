/** Elements kept (with their text); any other element is unwrapped: its children stay, the element goes. */
const ALLOWED_ELEMENTS = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'h2', 'h3', 'h4']);

/** Elements dropped with everything inside them: code, styles, embedded documents and foreign markup. */
const DROPPED_ELEMENTS = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'form',
  'textarea',
  'select',
  'title',
  'head',
  'link',
  'meta',
  'base',
]);

/** URL schemes a link may have; a relative address or a fragment has none. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Whether a link target is safe: http(s), mailto, or relative (no scheme). */
function isSafeHref(href: string): boolean {
  // browsers skip control characters and spaces inside a scheme ("java\tscript:"), so they must not hide one here
  const compact = Array.from(href)
    .filter((character) => {
      const code = character.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
  const scheme = /^([^/?#]*?):/.exec(compact)?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(`${scheme.toLowerCase()}:`);
}

function serialize(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeText(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const name = element.localName;
  if (DROPPED_ELEMENTS.has(name)) return '';
  const children = Array.from(element.childNodes, serialize).join('');
  if (!ALLOWED_ELEMENTS.has(name)) return children;
  if (name === 'br') return '<br>';
  if (name === 'a') {
    const href = element.getAttribute('href');
    if (href === null || !isSafeHref(href)) return children;
    return `<a href="${escapeAttribute(href.trim())}" rel="noopener noreferrer" target="_blank">${children}</a>`;
  }
  return `<${name}>${children}</${name}>`;
}

/**
 * HTML from outside (a CMS page) made safe to show: an allow-list of text elements (p, br, ul, ol, li, strong, em,
 * b, i, a, h2–h4) without any attribute but a link's `href`, which must be http(s), mailto or relative (links open in
 * a new tab without an opener). Scripts, styles, frames and forms go with their content; other elements are unwrapped.
 * Parses with the browser's inert `DOMParser`, which runs no script and loads nothing; call it in a browser only.
 */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(parsed.body.childNodes, serialize).join('');
}
