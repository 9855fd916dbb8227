import { useCasino } from '@casino/widgets';
import { useNavigate } from 'react-router';

/** Signs the player out: first leaves for main, so that no login-only page sees the session end, then clears it. */
export function useSignOut(): () => void {
  const casino = useCasino();
  const navigate = useNavigate();
  return () => {
    navigate('/');
    casino.session.signOut().catch((error: unknown) => {
      casino.events.emit('request-error', { path: '/api/users/sign_out', error });
    });
  };
}
