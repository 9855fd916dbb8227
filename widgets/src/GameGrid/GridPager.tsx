import { isPlainLeftClick } from '../games/useGameLinks';
import type { WidgetTranslation } from '../provider/useT';

/** Props of {@link GridPager}. */
export interface GridPagerProps {
  /** The page shown, from 1. */
  page: number;
  /** Pages in all. */
  pages: number;
  pageHref?: (page: number) => string;
  onNavigate?: (href: string) => void;
  t: WidgetTranslation['t'];
}

/** Internal: "page N of M" with links to the previous and next page, for a grid showing one fixed page. */
export function GridPager({ page, pages, pageHref, onNavigate, t }: GridPagerProps) {
  if (pages <= 1) return null;
  const link = (target: number, text: string, rel: 'prev' | 'next') => {
    if (!pageHref) return null;
    const href = pageHref(target);
    return (
      <a
        href={href}
        rel={rel}
        onClick={(event) => {
          if (!onNavigate || !isPlainLeftClick(event)) return;
          event.preventDefault();
          onNavigate(href);
        }}
      >
        {text}
      </a>
    );
  };
  return (
    <nav className="casino-pager" aria-label={t('games.pages.label')}>
      {page > 1 ? link(page - 1, t('games.pages.previous'), 'prev') : null}
      <span aria-current="page">{t('games.pages.current', { page, pages })}</span>
      {page < pages ? link(page + 1, t('games.pages.next'), 'next') : null}
    </nav>
  );
}
