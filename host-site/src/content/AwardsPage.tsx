import { useSiteT } from '../i18n/useSiteT';
import { PageStatus } from '../shell/PageStatus';
import { usePageTitle } from '../shell/usePageTitle';
import { useCmsPages } from './useCmsPages';

/** `/awards`: every award of the CMS (category `awards`), newest first, with its picture, name and who gave it. */
export function AwardsPage() {
  const { t } = useSiteT();
  usePageTitle(t('content.awards.title'));
  const { pages, loaded } = useCmsPages('awards');
  return (
    <section className="page cms-list" aria-labelledby="awards-title">
      <h1 id="awards-title">{t('content.awards.title')}</h1>
      <p>{t('content.awards.intro')}</p>
      {!loaded ? <PageStatus /> : null}
      {pages.length > 0 ? (
        <ul className="cms-cards cms-cards--awards">
          {pages.map((award) => (
            <li key={award.id} className="cms-card">
              {award.image ? (
                <img className="cms-card__image" src={award.image} alt="" width={640} height={360} />
              ) : null}
              <div className="cms-card__body">
                <h2 className="cms-card__title">{award.title}</h2>
                {award.description ? <p>{award.description}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
