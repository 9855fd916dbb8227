import type { VipProgressProps } from '../../VipProgress/VipProgress';
import { lazyWidget } from '../lazyWidget';
import type { WidgetDefinition } from '../widgetDefinition';

/** The player's VIP progress this quarter (VIP entry, loaded on first render); a sign-in hint for guests. No events. */
export const vipProgressWidget: WidgetDefinition<VipProgressProps> = {
  name: 'vip-progress',
  reservedSize: '240px',
  component: lazyWidget(() => import('../../VipProgress/VipProgress').then((module) => module.VipProgress)),
  events: {},
  attributes: {},
};
