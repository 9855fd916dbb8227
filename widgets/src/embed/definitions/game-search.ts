import { GameSearch, type GameSearchProps } from '../../GameSearch/GameSearch';
import type { WidgetDefinition } from '../widgetDefinition';

/** Props of the embedded game search: its results are ordinary links to the games' pages at the casino; it never takes the page's focus. */
export type EmbeddedGameSearchProps = Omit<GameSearchProps, 'gameHref' | 'onNavigate' | 'autoFocus'>;

/** The game search: `casino:game-selected` with the chosen game's identifier, before its page opens. */
export const gameSearchWidget: WidgetDefinition<EmbeddedGameSearchProps> = {
  name: 'game-search',
  reservedSize: '654px',
  component: GameSearch,
  events: {
    onSelect: (game) => ['casino:game-selected', { identifier: game.identifier }],
  },
  attributes: {},
};
