import type { CompPointsProps } from '../../CompPoints/CompPoints';
import { lazyWidget } from '../lazyWidget';
import type { WidgetDefinition } from '../widgetDefinition';

/** The header's comp points and level badge (loyalty entry, loaded on first render); guests see nothing. No events. */
export const compPointsWidget: WidgetDefinition<CompPointsProps> = {
  name: 'comp-points',
  reservedSize: '0px',
  component: lazyWidget(() => import('../../CompPoints/CompPoints').then((module) => module.CompPoints)),
  events: {},
  attributes: {},
};
