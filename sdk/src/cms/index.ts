/**
 * `@casino/sdk/cms`: the site's content (core.md §3, §7): pages, snippets and files per locale, each page in the
 * visitor's licence variant, attached to a casino on first use (`cmsOf`). A separate entry, so widgets without
 * content do not load it.
 */
export type { CmsCasino, CmsModule } from './cms';
export { createCms } from './cms';
export { cmsOf } from './cms-of';
export { cmsPageJson } from './page-json';
