import { Cashbox, type CashboxStep } from '@casino/widgets';
import { useLocation, useNavigate } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { backgroundOf, MAIN_PAGE } from '../routing/background';
import { CASHBOX_STEP_PATHS, cashboxStepOf } from '../routing/popups';
import { RequireAuth } from '../routing/RequireAuth';
import { usePopupNavigation } from '../routing/usePopupNavigation';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { PopupDialog } from './PopupDialog';

/**
 * The cashbox popup of /cashbox, /dashboard, /deposit (and /accounts/{id}/deposit, /deposit-bonus), /withdraw,
 * /deposit-fast and /cashbox/history, for signed-in players only: the Cashbox widget at the path's step. Moving
 * between steps keeps the address in step; the 3-D Secure step comes back to the same path.
 */
export function CashboxPopup() {
  const { t } = useSiteT();
  const location = useLocation();
  const navigate = useNavigate();
  const popup = usePopupNavigation();
  const step = cashboxStepOf(location.pathname) ?? 'dashboard';
  const background = backgroundOf(location.state) ?? MAIN_PAGE;
  // The widget moves between its steps itself and reports them; it also follows a step chosen from outside (a header link).
  const goTo = (next: CashboxStep) => navigate(CASHBOX_STEP_PATHS[next], { replace: true, state: { background } });
  return (
    <PopupDialog label={t('popup.cashbox')} onClose={popup.close}>
      <RequireAuth>
        <Cashbox
          appearance={SITE_APPEARANCE}
          step={step}
          onStepChange={goTo}
          onNavigate={(to) => (to === 'login' ? popup.open('/sign-in') : navigate('/profile/limits'))}
          onClose={popup.close}
        />
      </RequireAuth>
    </PopupDialog>
  );
}
