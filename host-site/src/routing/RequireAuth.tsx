import { useCasinoSignal } from '@casino/widgets';
import { type ReactNode, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageStatus } from '../shell/PageStatus';
import { fullPath, loginFor, registrationFor } from './redirectTarget';

/** Props of {@link RequireAuth}. */
export interface RequireAuthProps {
  children?: ReactNode;
}

/**
 * Shows its children to a signed-in player only. A guest goes to the registration popup with a `redirect` query
 * holding the full target path; a player whose session ended on this page goes to the login popup instead.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const location = useLocation();
  const hadSession = useRef(false);
  if (loginState === 'logged') hadSession.current = true;
  if (loginState === 'unknown') return <PageStatus />;
  if (loginState === 'anonymous') {
    const target = fullPath(location);
    return <Navigate replace to={hadSession.current ? loginFor(target) : registrationFor(target)} />;
  }
  return children;
}
