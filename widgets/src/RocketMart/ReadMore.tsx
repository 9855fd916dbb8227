import type { CmsPageText } from '@casino/sdk/contract';
import { useMemo } from 'react';
import { sanitizeHtml } from '../html/sanitizeHtml';
import { useLoyaltyT } from '../loyalty/useLoyaltyT';

/** Internal: the Rocket Mart's read-more text block (loyalty.md §2), the CMS page's HTML through the sanitiser. */
export function ReadMore({ page }: { page: CmsPageText }) {
  const { t } = useLoyaltyT();
  const html = useMemo(() => sanitizeHtml(page.content), [page.content]);
  return (
    <details className="casino-mart__read-more">
      <summary>{t('loyalty.mart.read_more')}</summary>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeHtml keeps an allow-list of text elements and safe links only */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </details>
  );
}
