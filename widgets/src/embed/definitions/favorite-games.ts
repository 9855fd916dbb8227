import { FavoriteGames, type FavoriteGamesProps } from '../../FavoriteGames/FavoriteGames';
import { TitleAttribute } from '../attributeSchemas';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/** Props of the embedded favourite games: every game link is an ordinary link to the game's page at the casino. */
export type EmbeddedFavoriteGamesProps = Omit<FavoriteGamesProps, 'gameHref' | 'onNavigate'>;

/** The signed-in player's favourite games: a `title` attribute; no events; a sign-in hint for guests. */
export const favoriteGamesWidget: WidgetDefinition<EmbeddedFavoriteGamesProps> = {
  name: 'favorite-games',
  reservedSize: '118px',
  component: FavoriteGames,
  events: {},
  attributes: {
    title: schemaParser(TitleAttribute),
  },
};
