/**
 * Whether the HTTP client checks answers marked `display` (they only show something: games, texts, the platform's
 * info) against the contract. `true` in development, tests and the npm packages; the script-tag build replaces this
 * module with `false` (rollup.config.mjs), so there it checks only the answers money depends on
 * (docs/decisions.md, "Answer checks in the script-tag build").
 */
export const CHECK_DISPLAY_ANSWERS: boolean = true;
