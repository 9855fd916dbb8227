import { Link, useLocation, useNavigate } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { usePageTitle } from './usePageTitle';

/**
 * `/oops` (core.md §2): the error and decline page, where a visitor lands who declined the Australia notice or whom
 * the site cannot serve: what happened, a way back (the previous page, or the lobby when there is none) and support.
 */
export function OopsPage() {
  const { t } = useSiteT();
  const navigate = useNavigate();
  usePageTitle(t('oops.pageTitle'));
  // The first page of the visit has the key "default": there is nothing of this site to go back to.
  const canGoBack = useLocation().key !== 'default';
  return (
    <section className="page oops" aria-labelledby="oops-title">
      <h1 id="oops-title">{t('oops.title')}</h1>
      <p>{t('oops.text')}</p>
      <div className="oops__actions">
        {canGoBack ? (
          <button type="button" className="casino-button casino-button--primary" onClick={() => navigate(-1)}>
            {t('oops.back')}
          </button>
        ) : (
          <Link to="/" className="casino-button casino-button--primary">
            {t('oops.toLobby')}
          </Link>
        )}
        <Link to="/support" className="casino-button casino-button--secondary">
          {t('nav.support')}
        </Link>
      </div>
    </section>
  );
}
