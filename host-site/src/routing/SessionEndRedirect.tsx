import type { CasinoEvents } from '@casino/sdk';
import { useCasino } from '@casino/widgets';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { backgroundOf, MAIN_PAGE } from './background';
import { popupOf } from './popups';
import { fullPath, loginFor } from './redirectTarget';

/** When the platform ends the session (a 401 anywhere), opens the login popup that leads back to the current page. */
export function SessionEndRedirect() {
  const casino = useCasino();
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(location);
  useEffect(() => {
    current.current = location;
  }, [location]);
  useEffect(() => {
    const onLogout = ({ reason }: CasinoEvents['logout']) => {
      if (reason !== 'auth-error') return;
      const here = current.current;
      const page = popupOf(here.pathname) ? (backgroundOf(here.state) ?? MAIN_PAGE) : here;
      navigate(loginFor(fullPath(page)), { replace: true });
    };
    casino.events.on('logout', onLogout);
    return () => casino.events.off('logout', onLogout);
  }, [casino, navigate]);
  return null;
}
