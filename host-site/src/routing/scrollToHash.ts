import { sportHashPage } from '@casino/sdk/rules';
import { HASH_SHORTCUTS } from './popups';

/** How often scroll-to-hash looks for its element again (core.md §2). */
export const SCROLL_RETRY_MS = 200;
/** How long scroll-to-hash keeps looking before it gives up (core.md §2). */
export const SCROLL_GIVE_UP_MS = 5000;

/** The hashes that do something else than scroll: the popup shortcuts, `#chat` and the sports hashes. */
export function isHashShortcut(hash: string): boolean {
  return Object.hasOwn(HASH_SHORTCUTS, hash) || hash === '#chat' || sportHashPage(hash) !== null;
}

/**
 * Scrolls to the element whose id the hash names once it exists: now, or every {@link SCROLL_RETRY_MS} until
 * {@link SCROLL_GIVE_UP_MS} have passed (a page's content may load after the navigation). Returns the cancel.
 */
export function scrollToHash(hash: string, root: Document = document): () => void {
  if (hash.length < 2 || isHashShortcut(hash)) return () => {};
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return () => {};
  }
  const scrolled = () => {
    const target = root.getElementById(id);
    // jsdom (the component tests) has no scrollIntoView; every browser has
    target?.scrollIntoView?.();
    return target !== null;
  };
  if (scrolled()) return () => {};
  let waited = 0;
  const timer = setInterval(() => {
    waited += SCROLL_RETRY_MS;
    if (scrolled() || waited >= SCROLL_GIVE_UP_MS) clearInterval(timer);
  }, SCROLL_RETRY_MS);
  return () => clearInterval(timer);
}
