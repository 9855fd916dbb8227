import { bonusesOf } from '@casino/sdk/bonuses';
import { useCasino, useCasinoSignal } from '@casino/widgets';
import { CouponForm, GiftList } from '@casino/widgets/bonuses';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MultiAccountWarning } from '../bonuses/MultiAccountWarning';
import { useMultiAccount } from '../bonuses/useMultiAccount';
import { useSiteT } from '../i18n/useSiteT';
import { useSiteNavigate } from '../routing/useSiteNavigate';
import { usePageTitle } from '../shell/usePageTitle';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { BonusSettingsToggle } from './BonusSettingsToggle';

/**
 * /profile/gifts: the player's bonuses and free spins (active and history) with activation and cancellation, a coupon
 * form, the pending deposit bonus code with a way to drop it, the choice to get bonuses at all, and the multi-account
 * warning for group 100.
 */
export function GiftsPage() {
  const { t } = useSiteT();
  usePageTitle(t('nav.gifts'));
  const casino = useCasino();
  const profile = useCasinoSignal((state) => state.profile.value);
  const navigate = useNavigate();
  const onNavigate = useSiteNavigate();
  const multiAccount = useMultiAccount();
  const [clearing, setClearing] = useState(false);
  const pendingCode = profile?.deposit_bonus_code ?? null;

  const clearCode = async () => {
    setClearing(true);
    await bonusesOf(casino).gifts.clearBonusCode();
    setClearing(false);
  };

  return (
    <div className="gifts-page">
      {multiAccount ? <MultiAccountWarning /> : null}
      {pendingCode ? (
        <div className="gifts-page__code" role="status">
          <p>{t('gifts.pendingCode', { code: pendingCode })}</p>
          <button
            type="button"
            className="casino-button casino-button--secondary"
            disabled={clearing}
            onClick={() => void clearCode()}
          >
            {t('gifts.clearCode')}
          </button>
        </div>
      ) : null}
      <BonusSettingsToggle />
      <GiftList
        appearance={SITE_APPEARANCE}
        gameHref={(game) => `/play/${game.provider}/${game.slug}`}
        onNavigate={onNavigate}
      />
      <h2>{t('gifts.couponTitle')}</h2>
      <CouponForm appearance={SITE_APPEARANCE} onOpenGifts={() => navigate('/profile/gifts')} />
      <p>
        <Link to="/bonuses">{t('gifts.seeOffers')}</Link>
      </p>
    </div>
  );
}
