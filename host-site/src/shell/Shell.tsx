import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { SiteJackpotWinPopup } from '../jackpots/SiteJackpotWinPopup';
import { PlayerNotices } from '../notices/PlayerNotices';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileBottomBar } from './MobileBottomBar';
import { MENU_CLOSE_EVENT, MENU_OPEN_EVENT } from './menuEvents';
import { NavigationProvider } from './NavigationProvider';

// The search popup and the menu load when first opened, not with the page.
const GameSearchPopup = lazy(() =>
  import('../popups/GameSearchPopup').then((module) => ({ default: module.GameSearchPopup })),
);
const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));

/** Props of {@link Shell}. */
export interface ShellProps {
  /** Whether a popup covers the page, making the page inert. Defaults to `false`. */
  covered?: boolean;
  /** The page. */
  children?: ReactNode;
}

/**
 * The frame of every page, with the navigation's entries for the header and the menu: skip link, header, the notices
 * of testers, the page, footer, on narrow screens the bottom bar and its menu (also opened and closed by the menu
 * events), and the game search popup the header opens (both close when the path changes), and the jackpot win popup
 * of a signed-in player.
 */
export function Shell({ covered = false, children }: ShellProps) {
  const { t } = useSiteT();
  const { pathname } = useLocation();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
    setSearchOpen(false);
  }
  useEffect(() => {
    const open = () => setMenuOpen(true);
    const close = () => setMenuOpen(false);
    document.addEventListener(MENU_OPEN_EVENT, open);
    document.addEventListener(MENU_CLOSE_EVENT, close);
    return () => {
      document.removeEventListener(MENU_OPEN_EVENT, open);
      document.removeEventListener(MENU_CLOSE_EVENT, close);
    };
  }, []);
  return (
    <NavigationProvider>
      <div className="site" inert={covered || menuOpen || searchOpen}>
        <a className="skip-link" href="#main">
          {t('shell.skipToContent')}
        </a>
        <Header searchOpen={searchOpen} onOpenSearch={() => setSearchOpen(true)} />
        <main id="main" className="site-main" tabIndex={-1}>
          <PlayerNotices />
          {children}
        </main>
        <Footer />
        <MobileBottomBar menuId={menuId} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      </div>
      <Suspense>
        {menuOpen ? <MobileMenu id={menuId} onClose={() => setMenuOpen(false)} /> : null}
        {searchOpen ? <GameSearchPopup onClose={() => setSearchOpen(false)} /> : null}
      </Suspense>
      <SiteJackpotWinPopup />
    </NavigationProvider>
  );
}
