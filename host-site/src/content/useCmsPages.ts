import { cmsOf } from '@casino/sdk/cms';
import type { CmsPageSummary } from '@casino/sdk/contract';
import { useCasino, useResource } from '@casino/widgets';
import { useMemo } from 'react';

/** The shown pages of a CMS category (`news`, `promotions`, `awards`), newest first, and whether the list has answered. */
export function useCmsPages(category: string): { pages: readonly CmsPageSummary[]; loaded: boolean } {
  const list = useResource(cmsOf(useCasino()).pages, 'once');
  const pages = useMemo(
    () => list.data.filter((page) => !page.hidden && page.categories.includes(category)),
    [list.data, category],
  );
  return { pages, loaded: list.status === 'ready' || list.status === 'error' };
}
