import { IDLE_TITLE_INTERVAL_MS } from '@casino/sdk/rules';
import { useEffect } from 'react';
import { useSiteT } from '../i18n/useSiteT';

/**
 * The idle page title (core.md §9): while the tab is hidden, the title swaps between a come-back line and the page's
 * own title every 2 s; it is the page's own again as soon as the tab shows.
 */
export function useIdleTitle(): void {
  const { t } = useSiteT();
  const idle = t('idleTitle.text');
  useEffect(() => {
    let pageTitle: string | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    const restore = () => {
      clearInterval(timer);
      timer = undefined;
      if (pageTitle !== null) document.title = pageTitle;
      pageTitle = null;
    };
    const onVisibility = () => {
      if (!document.hidden) {
        restore();
        return;
      }
      if (pageTitle !== null) return;
      const own = document.title;
      pageTitle = own;
      timer = setInterval(() => {
        document.title = document.title === idle ? own : idle;
      }, IDLE_TITLE_INTERVAL_MS);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      restore();
    };
  }, [idle]);
}
