import type { CmsPageSummary } from '@casino/sdk/contract';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';

/** Props of {@link FooterAwards}. */
export interface FooterAwardsProps {
  /** The CMS pages of the category `awards`: their title and image. Nothing renders without one. */
  awards: readonly CmsPageSummary[];
}

/**
 * The footer's awards carousel (core.md §2): a row of the awards that scrolls by one with the previous and next buttons
 * (or by swipe and the keyboard: the row is focusable), and "Show all awards", which leads to `/awards`.
 */
export function FooterAwards({ awards }: FooterAwardsProps) {
  const { t } = useSiteT();
  const titleId = useId();
  const row = useRef<HTMLUListElement>(null);
  if (awards.length === 0) return null;
  const scrollByOne = (direction: 1 | -1) => {
    const list = row.current;
    const item = list?.firstElementChild;
    if (!list || !item) return;
    list.scrollBy({ left: direction * item.getBoundingClientRect().width, behavior: 'smooth' });
  };
  return (
    <section className="footer-awards" aria-labelledby={titleId}>
      <div className="footer-awards__head">
        <h2 id={titleId}>{t('footer.awards')}</h2>
        <button
          type="button"
          className="footer-awards__step"
          aria-label={t('footer.awardsPrevious')}
          onClick={() => scrollByOne(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="footer-awards__step"
          aria-label={t('footer.awardsNext')}
          onClick={() => scrollByOne(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
        <Link to="/awards" className="footer-awards__all">
          {t('footer.awardsShowAll')}
        </Link>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling row takes the focus so that arrow keys scroll it */}
      <ul ref={row} className="footer-awards__row" tabIndex={0} aria-labelledby={titleId}>
        {awards.map((award) => (
          <li key={award.id} className="footer-awards__item">
            {award.image ? <img src={award.image} alt="" width="64" height="64" loading="lazy" /> : null}
            <Link to={award.path}>{award.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
