import { type ReactNode, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileBottomBar } from './MobileBottomBar';
import { MobileMenu } from './MobileMenu';

/** Props of {@link Shell}. */
export interface ShellProps {
  /** Whether a popup covers the page, making the page inert. Defaults to `false`. */
  covered?: boolean;
  /** The page. */
  children?: ReactNode;
}

/** The frame of every page: skip link, header, the page, footer, and on narrow screens the bottom bar and its menu. */
export function Shell({ covered = false, children }: ShellProps) {
  const { t } = useSiteT();
  const { pathname } = useLocation();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  return (
    <>
      <div className="site" inert={covered || menuOpen}>
        <a className="skip-link" href="#main">
          {t('shell.skipToContent')}
        </a>
        <Header />
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <MobileBottomBar menuId={menuId} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      </div>
      {menuOpen ? <MobileMenu id={menuId} onClose={() => setMenuOpen(false)} /> : null}
    </>
  );
}
