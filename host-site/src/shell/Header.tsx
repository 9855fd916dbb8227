import { Button, useCasinoSignal } from '@casino/widgets';
import { NotificationBell } from '@casino/widgets/bonuses';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { useSiteNavigate } from '../routing/useSiteNavigate';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { BalanceDropdown } from './BalanceDropdown';
import { LanguageSelector } from './LanguageSelector';
import { Logo } from './Logo';
import { playerName } from './playerName';
import { SearchButton } from './SearchButton';
import { TopNavigation } from './TopNavigation';
import { usePopupLinkState } from './usePopupLinkState';
import { useSignOut } from './useSignOut';

/** The player's comp points and level badge: the loyalty entry loads after the header's first paint. */
const CompPoints = lazy(() => import('@casino/widgets/loyalty').then((module) => ({ default: module.CompPoints })));

/** Props of {@link Header}. */
export interface HeaderProps {
  /** Whether the game search popup is open. Defaults to `false`. */
  searchOpen?: boolean;
  /** Opens the game search popup. Required. */
  onOpenSearch: () => void;
}

/**
 * The site header: logo, top navigation and the search button; for players their name, comp points and level, notification bell,
 * balance dropdown, deposit button and sign-out; for guests the language selector and the enter buttons (their place
 * held while the session is unknown).
 */
export function Header({ searchOpen = false, onOpenSearch }: HeaderProps) {
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const sessionUser = useCasinoSignal((state) => state.sessionUser.value);
  const profile = useCasinoSignal((state) => state.profile.value);
  const { t } = useSiteT();
  const popupState = usePopupLinkState();
  const signOut = useSignOut();
  const onNavigate = useSiteNavigate();

  return (
    <header className="site-header">
      <Link to="/" className="site-logo">
        <Logo />
        <span className="site-logo__name">{t('site.name')}</span>
      </Link>
      <TopNavigation />
      <SearchButton open={searchOpen} onOpen={onOpenSearch} />
      {loginState === 'logged' ? (
        <div className="site-header__player">
          <div className="site-player">
            <Link to="/profile" className="site-player__name">
              {playerName(sessionUser, profile)}
            </Link>
            <Suspense>
              <CompPoints appearance={SITE_APPEARANCE} />
            </Suspense>
          </div>
          <NotificationBell appearance={SITE_APPEARANCE} onNavigate={onNavigate} />
          <BalanceDropdown />
          <Link to="/deposit" state={popupState} className="casino-button casino-button--primary">
            {t('header.deposit')}
          </Link>
          <Button variant="secondary" className="site-header__wide" onClick={signOut}>
            {t('header.signOut')}
          </Button>
        </div>
      ) : null}
      {loginState === 'unknown' ? (
        // While the session is unknown (a prerendered page, the casino's start) the guest's place is held, so that the
        // header keeps its height and the search button its place when the enter buttons come.
        <div className="site-header__guest site-header__wide site-header__pending" aria-hidden="true" />
      ) : null}
      {loginState === 'anonymous' ? (
        <div className="site-header__guest site-header__wide">
          <LanguageSelector />
          <Link to="/sign-in" state={popupState} className="casino-button casino-button--secondary">
            {t('header.signIn')}
          </Link>
          <Link to="/sign-up" state={popupState} className="casino-button casino-button--primary">
            {t('header.signUp')}
          </Link>
        </div>
      ) : null}
    </header>
  );
}
