import { useRef } from 'react';
import { useSiteT } from '../i18n/useSiteT';
import { MoreMenu } from './MoreMenu';
import { NavigationLink } from './NavigationLink';
import { useNavigationEntries } from './NavigationProvider';
import { useFittingCount } from './useFittingCount';

/**
 * The header's navigation (core.md §2 order and conditions), the current entry marked; entries that do not fit the
 * header's width go into the More menu at its end (measured: see {@link useFittingCount}). Every entry renders on the
 * first paint in one clipped row, then the ones past the width hide.
 */
export function TopNavigation() {
  const { t } = useSiteT();
  const entries = useNavigationEntries();
  const row = useRef<HTMLElement>(null);
  const fitting = useFittingCount(
    row,
    entries.map((entry) => `${entry.id}:${entry.label}`),
  );
  const shown = fitting ?? entries.length;
  return (
    <nav ref={row} className="top-nav site-header__wide" aria-label={t('nav.main')}>
      <ul className="top-nav__links" data-overflow-list>
        {entries.map((entry, index) => (
          <li key={entry.id} data-overflow-id={`${entry.id}:${entry.label}`} hidden={index >= shown}>
            <NavigationLink entry={entry} className="top-nav__link" />
          </li>
        ))}
      </ul>
      <MoreMenu entries={entries.slice(shown)} />
    </nav>
  );
}
