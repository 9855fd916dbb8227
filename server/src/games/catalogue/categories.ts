import { GAME_CATEGORIES, type GameCategory } from '@casino/sdk/rules';
/** Category ids of the catalogue: the SDK's list, which the site titles too. */
export const CATALOGUE_CATEGORIES = GAME_CATEGORIES;
/** A category id of the catalogue. */
export type CatalogueCategory = GameCategory;
