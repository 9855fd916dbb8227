import { Balance, Button, useCasinoSignal } from '@casino/widgets';
import { VipManager } from '@casino/widgets/vip';
import { Link, NavLink } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { usePromotionPagesShown } from '../loyalty/usePromotionPagesShown';
import { PopupDialog } from '../popups/PopupDialog';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { vipPagePath } from '../vip/vipPagePath';
import { LanguageSelector } from './LanguageSelector';
import { useNewGiftCount } from './useNewGiftCount';
import { usePopupLinkState } from './usePopupLinkState';
import { useSignOut } from './useSignOut';

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  /** Id of the menu, for its opener's `aria-controls`. Required. */
  id: string;
  /** Closes the menu. Required. */
  onClose: () => void;
}

/**
 * The side menu of narrow screens: balance, site links (the Rocket Mart, the Rocket Chance and the adventure calendar
 * while their pages are on, the VIP club; favourites, profile links and the gifts with their new count for players),
 * the player's VIP manager when he has one, or enter buttons, language, sign-out.
 */
export function MobileMenu({ id, onClose }: MobileMenuProps) {
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const { t } = useSiteT();
  const popupState = usePopupLinkState();
  const signOut = useSignOut();
  const logged = loginState === 'logged';
  const newGifts = useNewGiftCount();
  const promotions = usePromotionPagesShown();
  return (
    <PopupDialog label={t('nav.menu')} labelledBy={`${id}-title`} onClose={onClose} variant="sheet">
      <div id={id} className="mobile-menu">
        <h2 id={`${id}-title`}>{t('nav.menu')}</h2>
        {logged ? <Balance appearance={SITE_APPEARANCE} /> : null}
        <nav aria-label={t('nav.main')}>
          <ul className="mobile-menu__links">
            <li>
              <NavLink to="/" end onClick={onClose}>
                {t('nav.lobby')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/tournaments" onClick={onClose}>
                {t('nav.tournaments')}
              </NavLink>
            </li>
            {logged ? (
              <li>
                <NavLink to="/quests" onClick={onClose}>
                  {t('nav.quests')}
                </NavLink>
              </li>
            ) : null}
            {promotions.rocketMart ? (
              <li>
                <NavLink to="/rocket-mart" onClick={onClose}>
                  {t('nav.rocketMart')}
                </NavLink>
              </li>
            ) : null}
            {promotions.rocketChance ? (
              <li>
                <NavLink to="/rocket-chance" onClick={onClose}>
                  {t('nav.rocketChance')}
                </NavLink>
              </li>
            ) : null}
            <li>
              <NavLink to={vipPagePath('vipclub')} onClick={onClose}>
                {t('nav.vipClub')}
              </NavLink>
            </li>
            {promotions.adventure ? (
              <li>
                <NavLink to={vipPagePath('adventure')} onClick={onClose}>
                  {t('nav.adventure')}
                </NavLink>
              </li>
            ) : null}
            {logged ? (
              <>
                <li>
                  <NavLink to="/favorite-games" onClick={onClose}>
                    {t('nav.favorites')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/profile" end onClick={onClose}>
                    {t('nav.profile')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/profile/security" onClick={onClose}>
                    {t('nav.security')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/profile/gifts" onClick={onClose}>
                    {newGifts > 0 ? t('nav.giftsNew', { count: newGifts }) : t('nav.gifts')}
                  </NavLink>
                </li>
              </>
            ) : null}
          </ul>
        </nav>
        {logged ? <VipManager appearance={SITE_APPEARANCE} /> : null}
        {loginState === 'anonymous' ? (
          <div className="mobile-menu__actions">
            <Link to="/sign-in" state={popupState} className="casino-button casino-button--secondary" onClick={onClose}>
              {t('header.signIn')}
            </Link>
            <Link to="/sign-up" state={popupState} className="casino-button casino-button--primary" onClick={onClose}>
              {t('header.signUp')}
            </Link>
          </div>
        ) : null}
        <LanguageSelector visibleLabel />
        {logged ? (
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              signOut();
            }}
          >
            {t('header.signOut')}
          </Button>
        ) : null}
      </div>
    </PopupDialog>
  );
}
