import { NotificationBell, type NotificationBellProps } from '../../NotificationBell/NotificationBell';
import type { WidgetDefinition } from '../widgetDefinition';

/** Props of the embedded notification bell: it keeps its own open state, and its links are ordinary links to the casino. */
export type EmbeddedNotificationBellProps = Omit<NotificationBellProps, 'open' | 'defaultOpen' | 'onNavigate' | 'now'>;

/** The notification bell: `casino:open-change` when its list opens or closes; nothing for guests. */
export const notificationBellWidget: WidgetDefinition<EmbeddedNotificationBellProps> = {
  name: 'notification-bell',
  reservedSize: '18px',
  component: NotificationBell,
  events: {
    onOpenChange: (open) => ['casino:open-change', { open }],
  },
  attributes: {},
};
