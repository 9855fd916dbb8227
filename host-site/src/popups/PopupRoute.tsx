import type { PopupName } from '../routing/popups';
import { CashboxPopup } from './CashboxPopup';
import { EmailVerifyPopup } from './EmailVerifyPopup';
import { NewPasswordPopup } from './NewPasswordPopup';
import { RemindPopup } from './RemindPopup';
import { SignInPopup } from './SignInPopup';
import { SignUpPopup } from './SignUpPopup';

/** Props of {@link PopupRoute}. */
export interface PopupRouteProps {
  /** Which popup the current path opens. Required. */
  name: PopupName;
}

/** The popup of the current path, shown over the page underneath. */
export function PopupRoute({ name }: PopupRouteProps) {
  switch (name) {
    case 'sign-in':
      return <SignInPopup />;
    case 'sign-up':
      return <SignUpPopup />;
    case 'remind':
      return <RemindPopup />;
    case 'new-password':
      return <NewPasswordPopup />;
    case 'email-verify':
      return <EmailVerifyPopup />;
    case 'cashbox':
      return <CashboxPopup />;
  }
}
