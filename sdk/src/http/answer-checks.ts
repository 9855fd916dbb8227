/**
 * Whether the calls marked `display` (they only show something: games, texts, the platform's info) are checked against
 * the contract: their answers (the HTTP client) and the requests callers build for them (the games module). `true` in
 * development, tests and the npm packages; the script-tag build replaces this module with `false` (rollup.config.mjs),
 * so there it checks only the answers money depends on (docs/decisions.md, "Answer checks in the script-tag build").
 */
export const CHECK_DISPLAY_CALLS: boolean = true;

/**
 * Whether a lazy answer schema starts loading with its request, so that it loads while the request is on the network.
 * `true` in development, tests and the npm packages; the script-tag build replaces it with `false`: there a schema
 * loads when a 2xx answer needs it, so a guest's page, whose checked calls answer 401, loads no validator
 * (docs/decisions.md, "Answer checks in the script-tag build").
 */
export const LOAD_SCHEMAS_WITH_REQUESTS: boolean = true;
