import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { PageMetaCollectorContext } from './PageMetaCollector';
import { applyPageMeta, DEFAULT_PAGE_IMAGE, type PageMeta } from './pageMeta';

/** What a page says about itself; everything else has a default. */
export interface PageMetaInput {
  /** The page's own title, without the site name; empty for the site's home. Required. */
  title: string;
  /** The page's description. Defaults to the site's (`seo.description`). */
  description?: string;
  /** The preview image. Defaults to the app icon. */
  image?: string;
  /** Open Graph type. Defaults to `website`. */
  type?: PageMeta['type'];
}

/**
 * Sets the page's metadata while it is shown — the document title "<page> · <site name>", the description, the
 * canonical link (this origin and the path, without query) and the Open Graph tags — and, in a build-time render,
 * records it for the prerendered page's head. The one place every page's metadata goes through (docs/pwa.md).
 */
export function usePageMeta({ title, description, image, type }: PageMetaInput): void {
  const { t } = useSiteT();
  const { pathname } = useLocation();
  const site = t('site.name');
  const fullTitle = title ? t('site.pageTitle', { page: title, site }) : site;
  const text = description || t('seo.description', { site });
  const picture = image ?? DEFAULT_PAGE_IMAGE;
  const kind = type ?? 'website';
  const collector = useContext(PageMetaCollectorContext);
  if (collector) collector.meta = { title: fullTitle, description: text, path: pathname, image: picture, type: kind };
  useEffect(() => {
    const meta = { title: fullTitle, description: text, path: pathname, image: picture, type: kind };
    applyPageMeta(document, meta, window.location.origin);
  }, [fullTitle, text, pathname, picture, kind]);
}
