import type { LevelProgressProps } from '../../LevelProgress/LevelProgress';
import { lazyWidget } from '../lazyWidget';
import type { WidgetDefinition } from '../widgetDefinition';

/** The player's level and progress (loyalty entry, loaded on first render); a sign-in hint for guests. No events. */
export const levelProgressWidget: WidgetDefinition<LevelProgressProps> = {
  name: 'level-progress',
  reservedSize: '80px',
  component: lazyWidget(() => import('../../LevelProgress/LevelProgress').then((module) => module.LevelProgress)),
  events: {},
  attributes: {},
};
