import type { JackpotLeaderboardProps } from '../../JackpotLeaderboard/JackpotLeaderboard';
import { IdentifierAttribute } from '../attributeSchemas';
import { lazyWidget } from '../lazyWidget';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/** The latest and biggest jackpot wins (jackpots entry, loaded on first render): a `jackpot` attribute (identifier, else every jackpot's); no events. */
export const jackpotLeaderboardWidget: WidgetDefinition<JackpotLeaderboardProps> = {
  name: 'jackpot-leaderboard',
  reservedSize: '320px',
  component: lazyWidget<JackpotLeaderboardProps>(() =>
    import('../../JackpotLeaderboard/JackpotLeaderboard').then((module) => module.JackpotLeaderboard),
  ),
  events: {},
  attributes: {
    jackpot: schemaParser(IdentifierAttribute),
  },
};
