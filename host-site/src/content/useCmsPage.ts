import { cmsOf } from '@casino/sdk/cms';
import type { CmsPage } from '@casino/sdk/contract';
import { type ResourceView, useCasino, useResource } from '@casino/widgets';

/** The CMS page of `slug` in the site's locale and the visitor's licence variant; `data` is null for no such page. */
export function useCmsPage(slug: string): ResourceView<CmsPage | null> {
  return useResource(cmsOf(useCasino()).page.get(slug), 'once');
}
