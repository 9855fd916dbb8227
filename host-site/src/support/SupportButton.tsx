import { unreadBadge } from '@casino/sdk/rules';
import { useSiteT } from '../i18n/useSiteT';
import { useSupport } from './useSupport';

/** The support button (core.md §2): opens support; its counter shows the chat's unread messages, `1+` above one. */
export function SupportButton() {
  const { t } = useSiteT();
  const { unread, chat, open } = useSupport();
  const badge = unreadBadge(unread);
  return (
    <button
      type="button"
      className="support-button"
      onClick={() => void open()}
      aria-busy={chat === 'loading' || undefined}
      aria-label={badge ? t('support.buttonUnread', { count: badge }) : t('support.button')}
    >
      <span aria-hidden="true">{t('support.button')}</span>
      {badge ? (
        <span className="support-button__badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </button>
  );
}
