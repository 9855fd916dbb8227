import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { dropDetachedStyleSheets, resetPage } from './resetPage';

/** Whether this file runs in a DOM environment (a file may ask for `node` with a `@vitest-environment` comment). */
const inDom = typeof document !== 'undefined';

beforeAll(() => {
  // testing-library sets this in a beforeAll of its own module, which runs only for the first file of a worker
  // when files share one module graph.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  cleanup();
  if (inDom) dropDetachedStyleSheets();
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (inDom) resetPage();
});
