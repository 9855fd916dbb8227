import { Login } from '@casino/widgets';
import { useSiteT } from '../i18n/useSiteT';
import { GuestOnly } from '../routing/GuestOnly';
import { usePopupNavigation } from '../routing/usePopupNavigation';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { PopupDialog } from './PopupDialog';

/** The sign-in popup (/sign-in, /login, #sign-in): the Login widget; once signed in, on to `redirect` or back to the page. */
export function SignInPopup() {
  const { t } = useSiteT();
  const popup = usePopupNavigation();
  return (
    <PopupDialog label={t('popup.signIn')} onClose={popup.close}>
      <GuestOnly>
        <Login
          appearance={SITE_APPEARANCE}
          onSignedIn={popup.finish}
          onNavigate={(to) => popup.open(to === 'registration' ? '/sign-up' : '/remind')}
        />
      </GuestOnly>
    </PopupDialog>
  );
}
