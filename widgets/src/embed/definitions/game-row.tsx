import { GameRow, type GameRowProps } from '../../GameRow/GameRow';
import { HrefAttribute, IdentifierAttribute, TitleAttribute } from '../attributeSchemas';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/**
 * Props of the embedded game row: its game links are ordinary links to the casino; `category` and `title` are
 * attributes, so they may be missing until the page sets them.
 */
export type EmbeddedGameRowProps = Partial<Omit<GameRowProps, 'gameHref' | 'onNavigate' | 'priority'>>;

/** The game row once it has its category; nothing before. The title defaults to empty. */
function EmbeddedGameRow({ category, title = '', ...props }: EmbeddedGameRowProps) {
  return category ? <GameRow category={category} title={title} {...props} /> : null;
}

/** A row of a category's games: `category`, `title` and `all-href` attributes; no events. */
export const gameRowWidget: WidgetDefinition<EmbeddedGameRowProps> = {
  name: 'game-row',
  reservedSize: '268px',
  component: EmbeddedGameRow,
  events: {},
  attributes: {
    category: schemaParser(IdentifierAttribute),
    title: schemaParser(TitleAttribute),
    allHref: schemaParser(HrefAttribute),
  },
};
