import { useLoad } from '@casino/widgets';
import { useSiteT } from '../i18n/useSiteT';
import { type Failure, failureOf, messageText } from './formMessage';

/** Where a token confirmation stands. */
export type TokenConfirmationStatus = 'confirming' | 'confirmed' | 'failed';

/** The state of {@link useTokenConfirmation}: its status, and the translated reasons when it failed. */
export interface TokenConfirmation {
  status: TokenConfirmationStatus;
  details: string[];
}

/**
 * Spends an emailed single-use token once (a re-render or a strict-mode remount joins the first call) and follows
 * the outcome. With no token it stays `confirming` and calls nothing.
 */
export function useTokenConfirmation(
  token: string | null,
  confirm: (token: string) => Promise<unknown>,
): TokenConfirmation {
  const { t } = useSiteT();
  const outcome = useLoad(token ? () => confirm(token) : null, [confirm, token]);
  if (outcome.status !== 'error')
    return { status: outcome.status === 'ready' ? 'confirmed' : 'confirming', details: [] };
  const failure: Failure = failureOf(outcome.error);
  const messages = [...failure.general, ...Object.values(failure.fields).flat()];
  return { status: 'failed', details: messages.map((message) => messageText(t, message)) };
}
