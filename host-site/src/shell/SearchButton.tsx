import { useSiteT } from '../i18n/useSiteT';

/** Props of {@link SearchButton}. */
export interface SearchButtonProps {
  /** Whether the search popup is open. Required. */
  open: boolean;
  /** Opens the game search popup. Required. */
  onOpen: () => void;
}

/** The header's search button: a magnifier icon with a visually hidden label; it opens the game search popup. */
export function SearchButton({ open, onOpen }: SearchButtonProps) {
  const { t } = useSiteT();
  return (
    <button type="button" className="search-button" aria-haspopup="dialog" aria-expanded={open} onClick={onOpen}>
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="casino-visually-hidden">{t('search.open')}</span>
    </button>
  );
}
