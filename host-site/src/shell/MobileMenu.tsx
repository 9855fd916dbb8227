import { Balance, Button, useCasinoSignal } from '@casino/widgets';
import { VipManager } from '@casino/widgets/vip';
import { Link, NavLink } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { PopupDialog } from '../popups/PopupDialog';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { LanguageSelector } from './LanguageSelector';
import { NavigationLink } from './NavigationLink';
import { useNavigationEntries } from './NavigationProvider';
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
  const entries = useNavigationEntries();
  return (
    <PopupDialog label={t('nav.menu')} labelledBy={`${id}-title`} onClose={onClose} variant="sheet">
      <div id={id} className="mobile-menu">
        <h2 id={`${id}-title`}>{t('nav.menu')}</h2>
        {logged ? <Balance appearance={SITE_APPEARANCE} /> : null}
        <nav aria-label={t('nav.main')}>
          <ul className="mobile-menu__links">
            {entries.map((entry) => (
              <li key={entry.id}>
                <NavigationLink entry={entry} onFollow={onClose} />
              </li>
            ))}
            {logged ? (
              <>
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
