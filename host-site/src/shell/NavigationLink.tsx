import { Link } from 'react-router';
import type { NavigationEntry } from './navigationEntries';

/** Props of {@link NavigationLink}. */
export interface NavigationLinkProps {
  entry: NavigationEntry;
  className?: string;
  /** Called when the link is followed (a menu closes). */
  onFollow?: () => void;
}

/** An entry's link: a route of the site, or a plain link to another site; `aria-current` on the current page's. */
export function NavigationLink({ entry, className, onFollow }: NavigationLinkProps) {
  const current = entry.current ? 'page' : undefined;
  return entry.external ? (
    <a href={entry.to} className={className} onClick={onFollow}>
      {entry.label}
    </a>
  ) : (
    <Link to={entry.to} className={className} aria-current={current} onClick={onFollow}>
      {entry.label}
    </Link>
  );
}
