import { useEffect, useRef, useState } from 'react';
import { useSiteT } from '../i18n/useSiteT';
import { type Failure, failureOf, messageText } from './formMessage';

/** Where a token confirmation stands. */
export type TokenConfirmationStatus = 'confirming' | 'confirmed' | 'failed';

type Outcome = { status: 'confirming' } | { status: 'confirmed' } | { status: 'failed'; failure: Failure };

/** The state of {@link useTokenConfirmation}: its status, and the translated reasons when it failed. */
export interface TokenConfirmation {
  status: TokenConfirmationStatus;
  details: string[];
}

/**
 * Spends an emailed single-use token once (a re-render or a strict-mode remount reuses the first call) and follows
 * the outcome. With no token it stays `confirming` and calls nothing.
 */
export function useTokenConfirmation(
  token: string | null,
  confirm: (token: string) => Promise<unknown>,
): TokenConfirmation {
  const { t } = useSiteT();
  const [state, setState] = useState<Outcome>({ status: 'confirming' });
  const calls = useRef(new Map<string, Promise<unknown>>());

  useEffect(() => {
    if (!token) return;
    let current = true;
    let call = calls.current.get(token);
    if (!call) {
      call = confirm(token);
      calls.current.set(token, call);
    }
    setState({ status: 'confirming' });
    call.then(
      () => {
        if (current) setState({ status: 'confirmed' });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', failure: failureOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [confirm, token]);

  if (state.status !== 'failed') return { status: state.status, details: [] };
  const messages = [...state.failure.general, ...Object.values(state.failure.fields).flat()];
  return { status: 'failed', details: messages.map((message) => messageText(t, message)) };
}
