import { Button, useCasinoSignal } from '@casino/widgets';
import { VipManager } from '@casino/widgets/vip';
import { useId } from 'react';
import { useSiteT } from '../i18n/useSiteT';
import { usePageTitle } from '../shell/usePageTitle';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { ContactForm } from './ContactForm';
import { useSupport } from './useSupport';

/**
 * `/support` (core.md §2): how to reach support: the chat when a provider is configured, a VIP player's manager, and
 * the contact form, which works with or without a chat.
 */
export function SupportPage() {
  const { t } = useSiteT();
  const titleId = useId();
  const formTitleId = useId();
  usePageTitle(t('support.title'));
  const { hasChat, chat, open } = useSupport();
  const logged = useCasinoSignal((state) => state.loginState.value === 'logged');
  return (
    <article className="support-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('support.title')}</h1>
      <p>{t('support.intro')}</p>
      {hasChat ? (
        <Button type="button" busy={chat === 'loading'} onClick={() => void open()}>
          {t('support.openChat')}
        </Button>
      ) : null}
      {logged ? <VipManager appearance={SITE_APPEARANCE} /> : null}
      <section aria-labelledby={formTitleId}>
        <h2 id={formTitleId}>{t('contact.title')}</h2>
        <ContactForm />
      </section>
    </article>
  );
}
