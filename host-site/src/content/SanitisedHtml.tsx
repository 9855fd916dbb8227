import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Props of {@link SanitisedHtml}. */
export interface SanitisedHtmlProps {
  /**
   * HTML the server sanitised (docs/cms.md): a contract field documented as sanitised, such as a CMS page's `content`,
   * its `blocks['content-main']`, a snippet's `content` or a notice's `content`. Never text from anywhere else.
   */
  html: string;
  className?: string;
}

/** The in-site path a click follows through the router: a plain left click on a same-origin link without a target. */
function routerTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || anchor.target || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * Rich text from the server, already sanitised there (an allow-list of text elements, tables and safe links). Links
 * inside the site open through the router instead of reloading the page.
 */
export function SanitisedHtml({ html, className }: SanitisedHtmlProps) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const follow = (event: MouseEvent) => {
      const to = routerTarget(event);
      if (to === null) return;
      event.preventDefault();
      void navigate(to);
    };
    element.addEventListener('click', follow);
    return () => element.removeEventListener('click', follow);
  }, [navigate]);
  return (
    <div
      ref={ref}
      className={className ? `cms-html ${className}` : 'cms-html'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised this HTML with an allow-list (server/src/cms/sanitize-html.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
