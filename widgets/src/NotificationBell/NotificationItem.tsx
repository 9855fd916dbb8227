import type { Notification } from '@casino/sdk/bonuses';
import type { MouseEvent } from 'react';
import { useBonusesT } from '../bonuses/useBonusesT';
import { Button } from '../ui/Button';
import { relativeTime } from './relativeTime';

/** Message keys of notifications the widgets have their own words for (the platform sends the key as the text). */
const KNOWN_TEXTS: ReadonlySet<string> = new Set([
  'bonus_issued',
  'freespins_issued',
  'deposit_bonus_not_applied',
  ...[
    'unavailable',
    'bonuses_off',
    'multi_account',
    'currency',
    'groups',
    'min_amount',
    'max_amount',
    'deposit_number',
  ].map((reason) => `deposit_bonus_not_applied_${reason}`),
]);

/** Props of {@link NotificationItem}. */
export interface NotificationItemProps {
  notification: Notification;
  /** The clock, in ms. */
  now: () => number;
  /** Address of the notification's button, or null without one. */
  href: string | null;
  /** Click handler of the button's link, given the notification's path. */
  onFollow: (event: MouseEvent<HTMLAnchorElement>, path: string) => void;
  onDismiss: () => void;
}

/** Button titles the platform sends as message keys. */
const KNOWN_BUTTONS: ReadonlySet<string> = new Set(['open_gifts']);

/** Internal: one notification of the bell: title, text in words, how long ago, its button as a link, and Dismiss. */
export function NotificationItem({ notification, now, href, onFollow, onDismiss }: NotificationItemProps) {
  const { t, language } = useBonusesT();
  const text = KNOWN_TEXTS.has(notification.text) ? t(`bonuses.notification.${notification.text}`) : notification.text;
  const ago = relativeTime(language, notification.createdAt, now()) ?? t('bonuses.bell.just_now');
  const { button } = notification;
  const buttonTitle =
    button && KNOWN_BUTTONS.has(button.title) ? t(`bonuses.notification.button.${button.title}`) : button?.title;
  return (
    <li className="casino-bell__item" data-notification={notification.key}>
      <div>
        <p>
          <strong>{notification.title}</strong>
        </p>
        <p>{text}</p>
        <time dateTime={new Date(notification.createdAt).toISOString()}>{ago}</time>
        {button && href ? (
          <p>
            <a href={href} onClick={(event) => onFollow(event, button.path)}>
              {buttonTitle}
            </a>
          </p>
        ) : null}
      </div>
      <Button
        variant="secondary"
        className="casino-bell__dismiss"
        aria-label={t('bonuses.bell.dismiss', { title: notification.title })}
        onClick={onDismiss}
      >
        <span aria-hidden="true">×</span>
      </Button>
    </li>
  );
}
