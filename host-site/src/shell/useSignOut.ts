import { useCasino } from '@casino/widgets';
import { useNavigate } from 'react-router';

/** Signs the player out: first leaves for main, so that no login-only page sees the session end, then clears it. */
export function useSignOut(): () => void {
  const casino = useCasino();
  const navigate = useNavigate();
  return () => {
    navigate('/');
    // A failed sign-out is logged by the SDK and leaves the session open: the player is still shown as signed in.
    casino.session.signOut().catch(() => undefined);
  };
}
