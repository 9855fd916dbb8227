import { useCasinoSignal } from '@casino/widgets';
import { VipManager } from '@casino/widgets/vip';
import { useId } from 'react';
import { useSiteT } from '../i18n/useSiteT';
import { PopupDialog } from '../popups/PopupDialog';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { ContactForm } from './ContactForm';
import { useSupport } from './useSupport';

/** The support modal without a chat provider: a VIP player's manager and his contacts, then the contact form. */
export function ContactPopup() {
  const { t } = useSiteT();
  const titleId = useId();
  const { chat, closeContact } = useSupport();
  const logged = useCasinoSignal((state) => state.loginState.value === 'logged');
  return (
    <PopupDialog label={t('contact.title')} labelledBy={titleId} onClose={closeContact}>
      <h2 id={titleId}>{t('contact.title')}</h2>
      {chat === 'failed' ? <p role="status">{t('support.chatFailed')}</p> : null}
      {logged ? <VipManager appearance={SITE_APPEARANCE} /> : null}
      <ContactForm />
    </PopupDialog>
  );
}
