import { useLocation, useNavigate } from 'react-router';
import { backgroundOf, MAIN_PAGE } from './background';
import { fullPath, type PathParts, redirectQuery, redirectTargetOf } from './redirectTarget';

/** Moves between popups and out of them, keeping the page underneath and the `redirect` query. */
export interface PopupNavigation {
  /** The page under the popup; main when the popup was opened directly. */
  background: PathParts;
  /** Where to go once the player has signed in or up: the `redirect` query if it points inside the site, else null. */
  redirect: string | null;
  /** Replaces this popup by another one over the same page, carrying the `redirect` query; `search` adds parameters. */
  open(path: string, search?: Record<string, string>): void;
  /** Closes the popup, back to the page underneath. */
  close(): void;
  /** Leaves the popup for the `redirect` target, or else the page underneath. */
  finish(): void;
}

/** The navigation actions of the popup being shown. */
export function usePopupNavigation(): PopupNavigation {
  const location = useLocation();
  const navigate = useNavigate();
  const background = backgroundOf(location.state) ?? MAIN_PAGE;
  const redirect = redirectTargetOf(location.search);
  return {
    background,
    redirect,
    open(path, search = {}) {
      const query = new URLSearchParams(redirectQuery(redirect));
      for (const [name, value] of Object.entries(search)) query.set(name, value);
      const text = query.toString();
      navigate(`${path}${text ? `?${text}` : ''}`, { replace: true, state: { background } });
    },
    close() {
      navigate(fullPath(background), { replace: true });
    },
    finish() {
      navigate(redirect ?? fullPath(background), { replace: true });
    },
  };
}
