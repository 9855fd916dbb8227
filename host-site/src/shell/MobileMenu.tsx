import { Balance, Button, useCasinoSignal, useFormat } from '@casino/widgets';
import { NotificationBell } from '@casino/widgets/bonuses';
import { VipManager } from '@casino/widgets/vip';
import { type TouchEvent, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { PopupDialog } from '../popups/PopupDialog';
import { InstallApp } from '../pwa/InstallApp';
import { useSiteNavigate } from '../routing/useSiteNavigate';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { LanguageSelector } from './LanguageSelector';
import { closesBySwipe } from './menuEvents';
import { NavigationLink } from './NavigationLink';
import { useNavigationEntries } from './NavigationProvider';
import { useLocalTime } from './useLocalTime';
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
 * The side menu of narrow screens (core.md §2): for players the balance and the notification bell with its count; the
 * navigation's entries (the same as the top navigation's); for players the profile links and the gifts with their new
 * count; support; the player's VIP manager when he has one; the install-app block; for guests the enter buttons and
 * the language; the local time, refreshed every 15 s; sign-out. A dialog (focus kept inside, Escape and a click beside
 * it close it) that a swipe towards its edge also closes.
 */
export function MobileMenu({ id, onClose }: MobileMenuProps) {
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const { t } = useSiteT();
  const popupState = usePopupLinkState();
  const signOut = useSignOut();
  const logged = loginState === 'logged';
  const newGifts = useNewGiftCount();
  const entries = useNavigationEntries();
  const onNavigate = useSiteNavigate();
  const format = useFormat();
  const now = useLocalTime();
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (start && touch && closesBySwipe(touch.clientX - start.x, touch.clientY - start.y)) onClose();
  };
  return (
    <PopupDialog label={t('nav.menu')} labelledBy={`${id}-title`} onClose={onClose} variant="sheet">
      <div id={id} className="mobile-menu" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <h2 id={`${id}-title`}>{t('nav.menu')}</h2>
        {logged ? (
          <div className="mobile-menu__player">
            <Balance appearance={SITE_APPEARANCE} />
            <NotificationBell appearance={SITE_APPEARANCE} onNavigate={onNavigate} />
          </div>
        ) : null}
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
            <li>
              <NavLink to="/support" onClick={onClose}>
                {t('nav.support')}
              </NavLink>
            </li>
          </ul>
        </nav>
        {logged ? <VipManager appearance={SITE_APPEARANCE} /> : null}
        <InstallApp />
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
        <p className="mobile-menu__time">
          <span>{t('nav.localTime')}</span>
          <time dateTime={now.toISOString()}>{format.dateTime(now.toISOString())}</time>
        </p>
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
