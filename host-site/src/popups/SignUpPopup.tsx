import { Registration } from '@casino/widgets';
import { useSiteT } from '../i18n/useSiteT';
import { GuestOnly } from '../routing/GuestOnly';
import { usePopupNavigation } from '../routing/usePopupNavigation';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { PopupDialog } from './PopupDialog';

/** The sign-up popup (/sign-up, /registration, #sign-up): the Registration widget, then the check-your-inbox popup, which leads on to `redirect`. */
export function SignUpPopup() {
  const { t } = useSiteT();
  const popup = usePopupNavigation();
  return (
    <PopupDialog label={t('popup.signUp')} onClose={popup.close}>
      <GuestOnly>
        <Registration
          appearance={SITE_APPEARANCE}
          onSignedUp={() => popup.open('/email-verify')}
          onNavigate={() => popup.open('/sign-in')}
        />
      </GuestOnly>
    </PopupDialog>
  );
}
