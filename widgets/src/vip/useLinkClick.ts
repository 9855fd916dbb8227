import type { MouseEvent } from 'react';
import { isPlainLeftClick } from '../games/useGameLinks';

/** Internal: a link's click handler that hands plain left clicks to the host's `onNavigate` (single-page hosts). */
export function useLinkClick(onNavigate: ((href: string) => void) | undefined) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onNavigate(event.currentTarget.getAttribute('href') ?? event.currentTarget.href);
  };
}
