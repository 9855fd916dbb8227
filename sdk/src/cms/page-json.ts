import type { CmsPage } from '../contract/cms';

/**
 * The object a page's `blocks.json` holds (an article's `image`, a promotion's `starts_at` and `ends_at`, an award's
 * `issuer`); `{}` when the text is empty or is not a JSON object.
 */
export function cmsPageJson(page: Pick<CmsPage, 'blocks'>): Readonly<Record<string, unknown>> {
  if (page.blocks.json.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(page.blocks.json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
