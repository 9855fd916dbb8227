import { effect, type ReadonlySignal, untracked } from '@preact/signals-core';
import type { LoginState } from '../state/store';

/**
 * Runs `run` each time the login state becomes `logged`: at sign-in, and at `start()` for a player with a session
 * (which emits no `login` event); at once when the player is signed in already.
 */
export function onSignIn(loginState: ReadonlySignal<LoginState>, run: () => void): void {
  let logged = false;
  effect(() => {
    const now = loginState.value === 'logged';
    if (now && !logged) untracked(run);
    logged = now;
  });
}
