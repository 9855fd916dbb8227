import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { dropDetachedStyleSheets, resetPage } from './resetPage';

/** Whether this file runs in a DOM environment (a file may ask for `node` with a `@vitest-environment` comment). */
const inDom = typeof document !== 'undefined';

// jsdom has no animation frames unless it pretends to paint; fake timers add them and take them away again, so a
// module that looked for them while a file faked timers (Preact's hooks do, once) would call a missing function
// later. The frames are timers of a 60 Hz screen from the start.
if (inDom && typeof globalThis.requestAnimationFrame !== 'function') {
  globalThis.requestAnimationFrame = (callback) => Number(setTimeout(() => callback(performance.now()), 16));
  globalThis.cancelAnimationFrame = (handle) => clearTimeout(handle);
}

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
  // A tree that cleanup unmounted can still be pinged by a lazy chunk or data it was waiting for. React's act warning
  // for that ping would come after the file ended, and a worker closing at that moment fails the run on the console
  // call it cannot forward (vitest's EnvironmentTeardownError, seen once in a fresh-clone run): 26 such warnings came
  // after TopNavigation.test.tsx had ended, none with this off. The next file's beforeAll turns it on again.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (inDom) resetPage();
});
