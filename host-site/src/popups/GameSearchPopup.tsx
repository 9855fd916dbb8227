import { GameSearch } from '@casino/widgets/games';
import { useId } from 'react';
import { useSiteT } from '../i18n/useSiteT';
import { useGameLinks } from '../routing/useGameLinks';
import { PopupDialog } from './PopupDialog';

/** Props of {@link GameSearchPopup}. */
export interface GameSearchPopupProps {
  /** Closes the popup: the close button, Escape, or a chosen game. Required. */
  onClose: () => void;
}

/**
 * The game search popup (core.md §2): the search widget in a dialog; choosing a game closes it and opens the game's
 * page. The dialog moves the focus into the search field itself, so that it can give it back to the opener on close.
 */
export function GameSearchPopup({ onClose }: GameSearchPopupProps) {
  const { t } = useSiteT();
  const links = useGameLinks();
  const titleId = useId();
  return (
    <PopupDialog label={t('search.title')} labelledBy={titleId} onClose={onClose}>
      <div className="search-popup">
        <h2 id={titleId}>{t('search.title')}</h2>
        <GameSearch onSelect={onClose} {...links} />
      </div>
    </PopupDialog>
  );
}
