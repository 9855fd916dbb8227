import type { Casino } from '@casino/sdk';

/** The player group that records that the provider popup was shown (the reference server's `providerPopupShown`). */
export const PROVIDER_POPUP_SHOWN_GROUP = 1200;

/** The session-storage key of the once-per-session flag. */
export const PROVIDER_POPUP_SHOWN_KEY = 'casino.providerPopupShown';

/** Whether the provider popup was already shown in this browser session (true when session storage cannot be read). */
export function providerPopupShown(casino: Pick<Casino, 'storage'>): boolean {
  try {
    return casino.storage.session === null || casino.storage.session.getItem(PROVIDER_POPUP_SHOWN_KEY) !== null;
  } catch {
    return true;
  }
}

/**
 * Records that the provider popup was shown: the session flag, then the was-shown group on the platform. A failed
 * group write (logged by the SDK) is otherwise ignored: the flag already keeps the popup away.
 */
export function recordProviderPopupShown(casino: Pick<Casino, 'storage' | 'player'>): void {
  try {
    casino.storage.session?.setItem(PROVIDER_POPUP_SHOWN_KEY, '1');
  } catch {
    // A full or blocked storage: the popup may show again after a reload, which is harmless.
  }
  casino.player.addGroups([PROVIDER_POPUP_SHOWN_GROUP]).catch(() => undefined);
}
