import { fieldErrors } from '@casino/sdk';
import { errorMessageKey } from '@casino/sdk/i18n';
import { formMessageText, useLoad } from '@casino/widgets';
import { useSiteT } from '../i18n/useSiteT';

/** Where a token confirmation stands. */
export type TokenConfirmationStatus = 'confirming' | 'confirmed' | 'failed';

/** The state of {@link useTokenConfirmation}: its status, and the translated reasons when it failed. */
export interface TokenConfirmation {
  status: TokenConfirmationStatus;
  details: string[];
}

/**
 * Spends an emailed single-use token once (a re-render or a strict-mode remount joins the first call) and follows
 * the outcome: the platform's reasons when it refused the token, else why the call failed.
 */
export function useTokenConfirmation(
  token: string | null,
  confirm: (token: string) => Promise<unknown>,
): TokenConfirmation {
  const { t } = useSiteT();
  const outcome = useLoad(token ? () => confirm(token) : null, [confirm, token]);
  if (outcome.status !== 'error')
    return { status: outcome.status === 'ready' ? 'confirmed' : 'confirming', details: [] };
  const refusal = fieldErrors(outcome.error);
  const details = refusal
    ? Object.values(refusal)
        .flat()
        .map((server) => formMessageText(t, { server }))
    : [t(errorMessageKey(outcome.error))];
  return { status: 'failed', details };
}
