import { useLocation } from 'react-router';
import { type PopupState, popupStateOver } from '../routing/background';
import { popupOf } from '../routing/popups';

/** The history state a link needs to open a popup over the current page. */
export function usePopupLinkState(): PopupState {
  const location = useLocation();
  return popupStateOver(location, popupOf(location.pathname) !== null);
}
