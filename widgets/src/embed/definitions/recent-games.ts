import { RecentGames, type RecentGamesProps } from '../../RecentGames/RecentGames';
import { CountAttribute, TitleAttribute } from '../attributeSchemas';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/** Props of the embedded recently played games: every game link is an ordinary link to the game's page at the casino. */
export type EmbeddedRecentGamesProps = Omit<RecentGamesProps, 'gameHref' | 'onNavigate'>;

/** The games the signed-in player played last: `title` and `limit` attributes; no events; nothing for guests. */
export const recentGamesWidget: WidgetDefinition<EmbeddedRecentGamesProps> = {
  name: 'recent-games',
  reservedSize: '0px',
  component: RecentGames,
  events: {},
  attributes: {
    title: schemaParser(TitleAttribute),
    limit: schemaParser(CountAttribute),
  },
};
