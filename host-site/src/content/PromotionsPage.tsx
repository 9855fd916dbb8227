import { Link } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { PageStatus } from '../shell/PageStatus';
import { usePageTitle } from '../shell/usePageTitle';
import { CmsCard } from './CmsCard';
import { useCmsPages } from './useCmsPages';

/**
 * `/promotions` (docs/cms.md): the CMS promotions, newest first, each leading to `/promotions/{slug}`, then the way to
 * the bonus offers (`/bonuses`), which stay where they were. A promotion page that is switched off also sends the
 * player here.
 */
export function PromotionsPage() {
  const { t } = useSiteT();
  usePageTitle(t('content.promotions.title'));
  const { pages, loaded } = useCmsPages('promotions');
  return (
    <section className="page cms-list" aria-labelledby="promotions-title">
      <h1 id="promotions-title">{t('content.promotions.title')}</h1>
      {!loaded ? <PageStatus /> : null}
      {loaded && pages.length === 0 ? <p>{t('content.promotions.empty')}</p> : null}
      {pages.length > 0 ? (
        <ul className="cms-cards">
          {pages.map((page) => (
            <CmsCard key={page.id} page={page} dated={false} />
          ))}
        </ul>
      ) : null}
      <p className="cms-list__more">
        {t('content.promotions.bonusesIntro')} <Link to="/bonuses">{t('content.promotions.bonuses')}</Link>
      </p>
    </section>
  );
}
