import { Link } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { usePageTitle } from '../shell/usePageTitle';
import { useBonusOffers } from './useBonusOffers';

/** `/bonuses`: the deposit bonuses and welcome gifts on offer, each leading to its single bonus page. */
export function BonusOffersPage() {
  const { t } = useSiteT();
  usePageTitle(t('bonus.list.title'));
  const offers = useBonusOffers();
  const all = offers ? [...offers.deposit, ...offers.registration] : null;
  return (
    <section className="page" aria-labelledby="bonuses-title">
      <h1 id="bonuses-title">{t('bonus.list.title')}</h1>
      <p>{t('bonus.list.intro')}</p>
      {all === null ? <p>{t('common.loading')}</p> : null}
      {all?.length === 0 ? <p>{t('bonus.list.empty')}</p> : null}
      {all && all.length > 0 ? (
        <ul className="bonus-offers">
          {all.map((offer) => (
            <li key={offer.id}>
              <Link to={`/bonuses/${encodeURIComponent(offer.id)}`}>{offer.title}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
