import { Link } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { useSiteNotices } from './useSiteNotices';

/** Props of {@link SiteNotices}. */
export interface SiteNoticesProps {
  /** Whether the cashbox popup is open (it shows payment outcomes itself). Defaults to `false`. */
  cashboxOpen?: boolean;
}

/** The notices over the page, newest last, each with its action and a dismiss button; announced politely. */
export function SiteNotices({ cashboxOpen = false }: SiteNoticesProps) {
  const { t } = useSiteT();
  const { notices, dismiss } = useSiteNotices({ cashboxOpen });
  return (
    <section className="site-notices" aria-label={t('notice.region')} aria-live="polite">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`site-notice site-notice--${notice.tone}`}
          role={notice.autoClose ? undefined : 'alert'}
        >
          <div className="site-notice__body">
            {notice.title ? <p className="site-notice__title">{notice.title}</p> : null}
            <p>{notice.text}</p>
            <Link to={notice.action.to} onClick={() => dismiss(notice.id)}>
              {notice.action.label}
            </Link>
          </div>
          <button
            type="button"
            className="site-notice__dismiss"
            aria-label={t('notice.dismiss')}
            onClick={() => dismiss(notice.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
