import type { VipManagerProps } from '../../VipManager/VipManager';
import { lazyWidget } from '../lazyWidget';
import type { WidgetDefinition } from '../widgetDefinition';

/** The player's VIP manager (VIP entry, loaded on first render); nothing for guests and regular players. No events. */
export const vipManagerWidget: WidgetDefinition<VipManagerProps> = {
  name: 'vip-manager',
  reservedSize: '0px',
  component: lazyWidget(() => import('../../VipManager/VipManager').then((module) => module.VipManager)),
  events: {},
  attributes: {},
};
