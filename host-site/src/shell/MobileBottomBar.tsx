import { useCasinoSignal } from '@casino/widgets';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { SITE_SECTION_LINKS, sectionOf } from './siteSections';
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

/**
 * The bar at the bottom of narrow screens: deposit for players, enter buttons for guests (their places held while the
 * session is unknown), lobby, pokies and live (the current one marked), and the menu opener, which gets the focus
 * back when the menu closes.
 */
export function MobileBottomBar({ menuId, menuOpen, onOpenMenu }: MobileBottomBarProps) {
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const { t } = useSiteT();
  const popupState = usePopupLinkState();
  const current = sectionOf(useLocation().pathname);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(menuOpen);
  useEffect(() => {
    // The page turns inert as the menu opens, before the menu's dialog mounts, so the dialog cannot note the opener as
    // the place to give the focus back to: the bar does, when the menu closes and nothing else took the focus.
    if (wasOpen.current && !menuOpen && (document.activeElement === null || document.activeElement === document.body)) {
      opener.current?.focus();
    }
    wasOpen.current = menuOpen;
  }, [menuOpen]);
  const sections = SITE_SECTION_LINKS.filter((link) => link.section !== 'favorites');
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
      {loginState === 'unknown' ? (
        // While the session is unknown (a prerendered page, the casino's start) the guest's two places are held, so
        // that the sections do not move when they come.
        <>
          <span className="bottom-bar__item bottom-bar__item--pending" aria-hidden="true" />
          <span className="bottom-bar__item bottom-bar__item--pending" aria-hidden="true" />
        </>
      ) : null}
      {loginState === 'logged' ? (
        <Link to="/deposit" state={popupState} className="bottom-bar__item bottom-bar__item--primary">
          {t('header.deposit')}
        </Link>
      ) : null}
      {sections.map((link) => (
        <Link
          key={link.section}
          to={link.to}
          className="bottom-bar__item"
          aria-current={current === link.section ? 'page' : undefined}
        >
          {t(link.shortLabel)}
        </Link>
      ))}
      <button
        ref={opener}
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
