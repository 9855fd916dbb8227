import { createCasino } from '@casino/sdk';
import { createI18n } from '@casino/sdk/i18n';
import { loadWidgetMessages, WIDGETS_NAMESPACE } from '@casino/widgets';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../app/App';
import { loadPageStrings } from '../app/loadPageStrings';
import { loadSiteMessages } from '../i18n/loadSiteMessages';
import { SITE_NAMESPACE } from '../i18n/namespace';
import { type PageMetaCollector, PageMetaCollectorContext } from '../seo/PageMetaCollector';
import type { PageMeta } from '../seo/pageMeta';
import { PRERENDER_LOCALE } from './prerenderedPages';

export { PRERENDERED_PAGES } from './prerenderedPages';

/** A page rendered at build time: the HTML inside `#root`, and the metadata its page set (src/seo/usePageMeta.ts). */
export interface RenderedPage {
  html: string;
  meta: PageMeta | null;
}

/**
 * The HTML of the site at `path` as a browser renders it first, before the casino has started: the shell, the page's
 * heading and the widgets' skeletons, in the prerender locale, with the page's metadata for the head. Run at build
 * time (vite's SSR loader); the browser hydrates it (main.tsx). Nothing is fetched: the casino is not started, as in
 * the browser's first render.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const casino = createCasino({ baseUrl: '', locale: PRERENDER_LOCALE, realtime: false });
  const i18n = createI18n({
    locale: PRERENDER_LOCALE,
    namespaces: { [WIDGETS_NAMESPACE]: loadWidgetMessages, [SITE_NAMESPACE]: loadSiteMessages },
  });
  await loadPageStrings(i18n);
  const collector: PageMetaCollector = { meta: null };
  const { prelude } = await prerender(
    <StrictMode>
      <PageMetaCollectorContext value={collector}>
        <StaticRouter location={path}>
          <App createRuntime={() => ({ casino, i18n })} />
        </StaticRouter>
      </PageMetaCollectorContext>
    </StrictMode>,
    // the whole page in order: no boundary written out of order behind a script that reveals it later
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await new Response(prelude).text(), meta: collector.meta };
}
