import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the widgets-embed project of vitest.config.ts. */
    embedBuild: boolean;
  }
}

/**
 * Whether the tests run as the script-tag build ships the widgets (Preact for React, the embed formatter for
 * i18next): the widgets-embed vitest project. There testing-library's `render` (React) is not the widgets' renderer,
 * so only what renders through the elements runs.
 */
export const EMBED_BUILD = inject('embedBuild') === true;
