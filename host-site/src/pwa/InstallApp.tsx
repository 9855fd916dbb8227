import { Button } from '@casino/widgets';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { useSiteT } from '../i18n/useSiteT';
import { installOffer, listenForInstallPrompt, promptInstall, subscribeInstallOffer } from './installPrompt';

const serverOffer = () => 'none' as const;

/**
 * The install-app block of the mobile sidebar (core.md §2): the browser's install button where the browser offers
 * one (`beforeinstallprompt`), the "Add to Home Screen" hint on iOS, which has no prompt; nothing once the site runs
 * installed or the player installed it. Renders nothing on the server.
 */
export function InstallApp() {
  const { t } = useSiteT();
  const titleId = useId();
  const offer = useSyncExternalStore(subscribeInstallOffer, installOffer, serverOffer);
  useEffect(listenForInstallPrompt, []);
  if (offer === 'none') return null;
  return (
    <section className="install-app" aria-labelledby={titleId}>
      <img className="install-app__icon" src="/icons/icon-192.png" alt="" width="40" height="40" />
      <div className="install-app__body">
        <h3 id={titleId} className="install-app__title">
          {t('install.title')}
        </h3>
        <p className="install-app__text">{offer === 'prompt' ? t('install.text') : t('install.iosHint')}</p>
      </div>
      {offer === 'prompt' ? (
        <Button variant="primary" onClick={() => void promptInstall()}>
          {t('install.button')}
        </Button>
      ) : null}
    </section>
  );
}
