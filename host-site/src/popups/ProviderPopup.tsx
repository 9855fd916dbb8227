import { Button } from '@casino/widgets';
import { useId } from 'react';
import { useSiteT } from '../i18n/useSiteT';
import { PopupDialog } from './PopupDialog';

/** Props of {@link ProviderPopup}. */
export interface ProviderPopupProps {
  /** The provider's title ("Pragmatic Play"). Required. */
  provider: string;
  /** Called by Continue, the close button and Escape. Required. */
  onClose: () => void;
}

/** The provider popup of a game page (core.md §4): whose game this is, where its rules are, and to play responsibly. */
export function ProviderPopup({ provider, onClose }: ProviderPopupProps) {
  const { t } = useSiteT();
  const titleId = useId();
  const title = t('providerPopup.title', { provider });
  return (
    <PopupDialog label={title} labelledBy={titleId} onClose={onClose}>
      <div className="provider-popup">
        <h2 id={titleId}>{title}</h2>
        <p>{t('providerPopup.text', { provider })}</p>
        <p>{t('providerPopup.rules')}</p>
        <Button onClick={onClose}>{t('providerPopup.continue')}</Button>
      </div>
    </PopupDialog>
  );
}
