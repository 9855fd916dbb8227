import { Link } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { usePageTitle } from '../shell/usePageTitle';

/** The page of every path the site does not know. */
export function NotFoundPage() {
  const { t } = useSiteT();
  usePageTitle(t('notFound.title'));
  return (
    <section className="page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" className="casino-button casino-button--primary">
        {t('notFound.toLobby')}
      </Link>
    </section>
  );
}
