import { cmsOf } from '@casino/sdk/cms';
import { useCasino, useResource } from '@casino/widgets';
import { useEffect, useMemo } from 'react';
import type { TopMenuPage } from './navigationEntries';

/** Props of {@link CmsNavSource}. */
export interface CmsNavSourceProps {
  /** Receives the CMS pages the top navigation lists, again whenever they change. Required. */
  onChange: (pages: readonly TopMenuPage[]) => void;
}

/**
 * Tells the navigation the static CMS pages tagged `top-menu` (core.md §2), in the pages list's order, hidden ones
 * left out. Renders nothing; a chunk of its own with the CMS module, loaded after the first paint.
 */
export function CmsNavSource({ onChange }: CmsNavSourceProps) {
  const pages = useResource(cmsOf(useCasino()).pages, 'once').data;
  const topMenu = useMemo(
    () =>
      pages
        .filter((page) => !page.hidden && page.categories.includes('top-menu'))
        .map((page) => ({ path: page.path, title: page.title })),
    [pages],
  );
  useEffect(() => onChange(topMenu), [topMenu, onChange]);
  return null;
}
