import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { popupStateOver } from './background';
import { HASH_SHORTCUTS, popupOf } from './popups';
import { redirectQuery, redirectTargetOf } from './redirectTarget';

/**
 * Opens the popup of a hash shortcut (#sign-in, #sign-up, #remind, #new-password, #deposit) over the current page. The
 * new-password popup takes the page's query, which carries the reset token; the others keep only `redirect`.
 */
export function HashShortcuts() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!Object.hasOwn(HASH_SHORTCUTS, location.hash)) return;
    const target = HASH_SHORTCUTS[location.hash];
    if (!target) return;
    const takesQuery = target === '/new-password';
    const search = takesQuery ? location.search : redirectQuery(redirectTargetOf(location.search));
    const page = { ...location, search: takesQuery ? '' : location.search, hash: '' };
    navigate(`${target}${search}`, { replace: true, state: popupStateOver(page, popupOf(location.pathname) !== null) });
  }, [location, navigate]);
  return null;
}
