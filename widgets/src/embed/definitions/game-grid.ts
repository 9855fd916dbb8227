import { GameGrid, type GameGridProps } from '../../GameGrid/GameGrid';
import { CountAttribute, IdentifierAttribute, TitleAttribute } from '../attributeSchemas';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/**
 * Props of the embedded game grid: the grid's props without the link and paging callbacks, so that every game link
 * is an ordinary link to the game's page at the casino, and without the lobby's filter, sort, page and cashback link.
 */
export type EmbeddedGameGridProps = Omit<
  GameGridProps,
  'gameHref' | 'onNavigate' | 'pageHref' | 'onRandomGame' | 'filter' | 'sort' | 'page' | 'cashbackHref'
>;

/** The game grid: `category`, `provider`, `title` and `page-size` attributes; no events, its links lead to the casino. */
export const gameGridWidget: WidgetDefinition<EmbeddedGameGridProps> = {
  name: 'game-grid',
  reservedSize: '1515px',
  component: GameGrid,
  events: {},
  attributes: {
    category: schemaParser(IdentifierAttribute),
    provider: schemaParser(IdentifierAttribute),
    title: schemaParser(TitleAttribute),
    pageSize: schemaParser(CountAttribute),
  },
};
