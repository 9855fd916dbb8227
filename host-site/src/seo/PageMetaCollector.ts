import { createContext } from 'react';
import type { PageMeta } from './pageMeta';

/** Where a page rendered at build time leaves its metadata, for the prerender plugin to write into the head. */
export interface PageMetaCollector {
  meta: PageMeta | null;
}

/**
 * Given by the build's renderer (src/prerender/renderPage.tsx) only: effects do not run on the server, so
 * {@link usePageMeta} records the page's metadata here while rendering. `null` in the browser.
 */
export const PageMetaCollectorContext = createContext<PageMetaCollector | null>(null);
