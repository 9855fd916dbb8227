import { useSiteT } from '../i18n/useSiteT';
import { usePageTitle } from '../shell/usePageTitle';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TwoFactorSection } from './TwoFactorSection';

/** /profile/security: change the password, and turn two-factor sign-in on or off. */
export function SecurityPage() {
  const { t } = useSiteT();
  usePageTitle(t('nav.security'));
  return (
    <div className="security">
      <ChangePasswordForm />
      <TwoFactorSection />
    </div>
  );
}
