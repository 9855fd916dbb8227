import type { PathParts } from './redirectTarget';

/** The page under a popup that was opened without one: main. */
export const MAIN_PAGE: PathParts = { pathname: '/', search: '', hash: '' };

/** Navigation state of a popup: the page it opened over. */
export interface PopupState {
  background: PathParts;
}

function isPathParts(value: unknown): value is PathParts {
  if (typeof value !== 'object' || value === null) return false;
  const parts = value as Record<string, unknown>;
  return (
    typeof parts.pathname === 'string' &&
    parts.pathname.startsWith('/') &&
    typeof parts.search === 'string' &&
    typeof parts.hash === 'string'
  );
}

/** The page a popup opened over, read from history state (which any script may have written), or null. */
export function backgroundOf(state: unknown): PathParts | null {
  if (typeof state !== 'object' || state === null) return null;
  const background = (state as Record<string, unknown>).background;
  return isPathParts(background)
    ? { pathname: background.pathname, search: background.search, hash: background.hash }
    : null;
}

/** History state that opens a popup over `location`; when `location` is itself a popup, over the page under it (or main). */
export function popupStateOver(location: PathParts & { state?: unknown }, isPopup: boolean): PopupState {
  if (isPopup) return { background: backgroundOf(location.state) ?? MAIN_PAGE };
  return { background: { pathname: location.pathname, search: location.search, hash: location.hash } };
}
