import { IOS_WEBVIEW_CHECK_MS, IOS_WEBVIEW_POPUP_AFTER_MS, isIosWebview } from '@casino/sdk/rules';
import { useCasino } from '@casino/widgets';
import { useEffect, useId, useState } from 'react';
import { useSiteT } from '../i18n/useSiteT';
import { PopupDialog } from '../popups/PopupDialog';

/** Session storage key that records the iOS webview exit popup as shown in this tab. */
export const IOS_WEBVIEW_SHOWN_KEY = 'casino.ios-webview-popup-shown';

/**
 * The iOS webview exit popup (core.md §2, §4): in an app's webview on iOS, once per session, checked every minute from
 * 5 minutes after load, it asks the visitor to open the casino in Safari and offers to copy the page's address.
 */
export function IosWebviewPopup() {
  const { t } = useSiteT();
  const titleId = useId();
  const casino = useCasino();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    const storage = casino.storage.session;
    if (!isIosWebview(navigator.userAgent) || storage?.getItem(IOS_WEBVIEW_SHOWN_KEY)) return;
    const loadedAt = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - loadedAt < IOS_WEBVIEW_POPUP_AFTER_MS) return;
      clearInterval(timer);
      storage?.setItem(IOS_WEBVIEW_SHOWN_KEY, '1');
      setOpen(true);
    }, IOS_WEBVIEW_CHECK_MS);
    return () => clearInterval(timer);
  }, [casino]);

  if (!open) return null;
  const copy = async () => {
    await navigator.clipboard?.writeText(location.href).catch(() => undefined);
    setCopied(true);
  };
  return (
    <PopupDialog label={t('iosWebview.title')} labelledBy={titleId} onClose={() => setOpen(false)}>
      <h2 id={titleId}>{t('iosWebview.title')}</h2>
      <p>{t('iosWebview.text')}</p>
      <div className="notice-actions">
        <button type="button" className="casino-button casino-button--primary" onClick={() => void copy()}>
          {t('iosWebview.copy')}
        </button>
        <button type="button" className="casino-button casino-button--secondary" onClick={() => setOpen(false)}>
          {t('iosWebview.stay')}
        </button>
      </div>
      <p role="status">{copied ? t('iosWebview.copied') : ''}</p>
    </PopupDialog>
  );
}
