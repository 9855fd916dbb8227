/** Toasts close by themselves after 10 s (core.md §9). */
export const TOAST_AUTO_DISMISS_MS = 10_000;

/** Code of the limit-reached warning, which stays until the player closes it (core.md §8). */
export const LIMIT_REACHED_CODE = 'ON_LIMIT_REACHED';

/** Whether a toast with this code closes by itself: every toast but ON_LIMIT_REACHED. */
export function isAutoDismissed(code: string | undefined): boolean {
  return code !== LIMIT_REACHED_CODE;
}
