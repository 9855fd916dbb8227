import { Limits, type LimitsProps } from '../../Limits/Limits';
import type { WidgetDefinition } from '../widgetDefinition';

/** The player's limits; no attributes and no events; a sign-in hint for guests. */
export const limitsWidget: WidgetDefinition<LimitsProps> = {
  name: 'limits',
  reservedSize: '122px',
  component: Limits,
  events: {},
  attributes: {},
};
