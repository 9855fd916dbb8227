import { bonusesOf } from '@casino/sdk/bonuses';
import type { BonusOffer } from '@casino/sdk/contract';
import { useCasino, useCasinoSignal } from '@casino/widgets';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { usePageTitle } from '../shell/usePageTitle';
import { usePopupLinkState } from '../shell/usePopupLinkState';
import { MultiAccountWarning } from './MultiAccountWarning';
import { OfferTermsList } from './OfferTermsList';
import { offerCurrency } from './offerCurrency';
import { useBonusOffers } from './useBonusOffers';
import { useMultiAccount } from './useMultiAccount';

/**
 * The single bonus page `/bonuses/{code}`: what a deposit or registration offer gives in the visitor's currency and its
 * terms. A player deposits with it (the code is set, then the deposit popup opens with it chosen); a guest signs up
 * with the code kept for the first deposit.
 */
export function BonusPage() {
  const { code = '' } = useParams();
  const { t } = useSiteT();
  const casino = useCasino();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const currency = useCasinoSignal(offerCurrency);
  const navigate = useNavigate();
  const popupState = usePopupLinkState();
  const offers = useBonusOffers();
  const multiAccount = useMultiAccount();
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const sameCode = (candidate: BonusOffer) => candidate.id.toUpperCase() === code.toUpperCase();
  const depositOffer = offers?.deposit.find(sameCode);
  const offer = depositOffer ?? offers?.registration.find(sameCode);
  usePageTitle(offer?.title ?? t('bonus.list.title'));

  if (offers === null) return <p className="page">{t('common.loading')}</p>;
  if (!offer) {
    return (
      <section className="page" aria-labelledby="bonus-title">
        <h1 id="bonus-title">{t('bonus.notFound')}</h1>
        <Link to="/bonuses">{t('bonus.allBonuses')}</Link>
      </section>
    );
  }
  const deposit = offer === depositOffer;
  const logged = loginState === 'logged';

  const depositWithBonus = async () => {
    setBusy(true);
    setRefused(false);
    const set = await bonusesOf(casino).gifts.setBonusCode(offer.id);
    setBusy(false);
    if (set) navigate('/deposit', { state: popupState });
    else setRefused(true);
  };

  return (
    <section className="page bonus-page" aria-labelledby="bonus-title">
      <p className="bonus-page__kind">{t(deposit ? 'bonus.kind.deposit' : 'bonus.kind.registration')}</p>
      <h1 id="bonus-title">{offer.title}</h1>
      <OfferTermsList offer={offer} currency={currency} />
      {logged && deposit && multiAccount ? <MultiAccountWarning /> : null}
      {refused ? <p role="alert">{t('bonus.codeRefused')}</p> : null}
      <div className="bonus-page__actions">
        {logged && deposit ? (
          <button
            type="button"
            className="casino-button casino-button--primary"
            disabled={busy || multiAccount}
            onClick={() => void depositWithBonus()}
          >
            {t('bonus.depositWith')}
          </button>
        ) : null}
        {logged && !deposit ? (
          <Link to="/profile/gifts" className="casino-button casino-button--primary">
            {t('bonus.openGifts')}
          </Link>
        ) : null}
        {loginState === 'anonymous' ? (
          <Link
            to={deposit ? `/sign-up?deposit_code=${encodeURIComponent(offer.id)}` : '/sign-up'}
            state={popupState}
            className="casino-button casino-button--primary"
          >
            {t('bonus.signUp')}
          </Link>
        ) : null}
        <Link to="/bonuses">{t('bonus.allBonuses')}</Link>
      </div>
    </section>
  );
}
