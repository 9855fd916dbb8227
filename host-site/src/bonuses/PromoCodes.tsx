import { bonusesOf } from '@casino/sdk/bonuses';
import { useCasino, useCasinoSignal } from '@casino/widgets';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MAIN_PAGE } from '../routing/background';

/**
 * Promo codes from the address (core.md §4): `?deposit_code=` and `?coupon_code=` on any page are kept in session
 * storage; at sign-in the SDK applies them and this component follows: a deposit code opens the deposit popup, a
 * coupon the profile's gifts. A guest back on the main page without a code in the address loses both.
 */
export function PromoCodes() {
  const casino = useCasino();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const location = useLocation();
  const navigate = useNavigate();
  const bonuses = bonusesOf(casino);
  const navigation = useRef(navigate);
  navigation.current = navigate;
  const login = useRef(loginState);
  login.current = loginState;

  useEffect(
    () =>
      bonuses.onPromoAction((action) => {
        if (action.type === 'open-deposit') navigation.current('/deposit', { state: { background: MAIN_PAGE } });
        else navigation.current('/profile/gifts');
      }),
    [bonuses],
  );

  // a signed-in player following a promo link gets it at once; at sign-in the SDK applies what was kept by itself
  useEffect(() => {
    const found = bonuses.promoCodes.capture(`${window.location.origin}${location.pathname}${location.search}`);
    const carriesCode = found.depositCode !== null || found.couponCode !== null;
    if (login.current === 'logged' && carriesCode) void bonuses.promoCodes.apply();
    if (login.current === 'anonymous' && location.pathname === '/' && !carriesCode) bonuses.promoCodes.clearForGuest();
  }, [bonuses, location.pathname, location.search]);

  return null;
}
