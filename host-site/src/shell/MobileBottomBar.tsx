import { useCasinoState } from '@casino/widgets';
import { Link, NavLink } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { usePopupLinkState } from './usePopupLinkState';

/** Props of {@link MobileBottomBar}. */
export interface MobileBottomBarProps {
  /** Id of the menu the opener controls. Required. */
  menuId: string;
  /** Whether the menu is open. Required. */
  menuOpen: boolean;
  /** Opens the menu. Required. */
  onOpenMenu: () => void;
}

/** The bar at the bottom of narrow screens: deposit for players, enter buttons for guests, the lobby, and the menu opener. */
export function MobileBottomBar({ menuId, menuOpen, onOpenMenu }: MobileBottomBarProps) {
  const { loginState } = useCasinoState();
  const { t } = useSiteT();
  const popupState = usePopupLinkState();
  return (
    <nav className="bottom-bar" aria-label={t('nav.bottomBar')}>
      {loginState === 'anonymous' ? (
        <>
          <Link to="/sign-in" state={popupState} className="bottom-bar__item">
            {t('header.signIn')}
          </Link>
          <Link to="/sign-up" state={popupState} className="bottom-bar__item bottom-bar__item--primary">
            {t('header.signUp')}
          </Link>
        </>
      ) : null}
      {loginState === 'logged' ? (
        <Link to="/deposit" state={popupState} className="bottom-bar__item bottom-bar__item--primary">
          {t('header.deposit')}
        </Link>
      ) : null}
      <NavLink to="/" end className="bottom-bar__item">
        {t('nav.lobby')}
      </NavLink>
      <button
        type="button"
        className="bottom-bar__item"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? menuId : undefined}
        onClick={onOpenMenu}
      >
        {t('nav.menu')}
      </button>
    </nav>
  );
}
