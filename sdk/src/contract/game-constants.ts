// The games contract's plain values, apart from its schemas so that the games module and the search name them
// without zod.

/** Largest `page_size` of POST /api/games_filter. */
export const GAMES_PAGE_SIZE_MAX = 100;
/** Longest `title` search accepted. */
export const GAMES_TITLE_MAX_LENGTH = 100;
/** `accept-client` media type of the favourites list as numeric ids. */
export const FAVORITES_V1 = 'application/vnd.s.v1+json';
/** `accept-client` media type of the favourites list as full games. */
export const FAVORITES_V2 = 'application/vnd.s.v2+json';
