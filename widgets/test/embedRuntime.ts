import { createFixturePlatform, FIXTURE_ORIGIN } from '@casino/sdk/testing';
import { vi } from 'vitest';
import { defineCasinoElements } from '../src/embed/defineCasinoElements';
import { init } from '../src/embed/sharedCasino';

/**
 * Starts the script-tag runtime as a partner page does, for the element tests: the shared casino on a fixture
 * platform and every `<casino-*>` element defined. The elements render through their own React roots, as on a page,
 * not through testing-library's act().
 */
export function startEmbedRuntime(): void {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
  vi.stubGlobal('fetch', createFixturePlatform().fetch);
  init({ baseUrl: FIXTURE_ORIGIN });
  defineCasinoElements();
}
