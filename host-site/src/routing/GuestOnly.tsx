import type { LoginState } from '@casino/sdk';
import { useCasinoSignal } from '@casino/widgets';
import { type ReactNode, useRef } from 'react';
import { Navigate } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';

/** Props of {@link GuestOnly}. */
export interface GuestOnlyProps {
  children?: ReactNode;
}

/**
 * Shows its children to guests only: a player who is already signed in when the route opens goes to main. Signing
 * in while it is open does not count, so the popup's own success step (follow `redirect`) decides where to go.
 */
export function GuestOnly({ children }: GuestOnlyProps) {
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const { t } = useSiteT();
  const stateOnEntry = useRef<Exclude<LoginState, 'unknown'> | null>(null);
  if (stateOnEntry.current === null && loginState !== 'unknown') stateOnEntry.current = loginState;
  if (stateOnEntry.current === null) return <p role="status">{t('common.loading')}</p>;
  if (stateOnEntry.current === 'logged') return <Navigate replace to="/" />;
  return children;
}
