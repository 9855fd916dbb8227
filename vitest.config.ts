import { configDefaults, defineConfig } from 'vitest/config';
import { preactAliases } from './widgets/src/embed/preact/aliases.mjs';

const resolve = { conditions: ['source', 'module', 'browser', 'development|production'] };
const nodeResolve = { conditions: ['source', 'module', 'node', 'development|production'] };
/** The script-tag build's module swaps (React → Preact, i18next → the embed formatter), each for its exact name. */
const embedAliases = Object.entries(preactAliases).map(([name, replacement]) => ({
  find: new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`),
  replacement,
}));

/**
 * Time a component test may take before it counts as hung. A site page with its axe check takes 1–2.5 s alone and
 * 5–6.5 s on a loaded 2-core machine (two host-site tests timed out at vitest's default 5 s in a fresh-clone run);
 * nothing here measures speed, so the guard only has to be far above a slow pass.
 */
const COMPONENT_TEST_TIMEOUT_MS = 20_000;

/** The embed runtime's tests, which run each file in a fresh page. */
const EMBED_RUNTIME_TESTS = 'widgets/src/embed/**/*.test.{ts,tsx}';

/** One project per package; names are what `vitest run --project <name>` takes. */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: nodeResolve,
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        // The SDK's tests share one module graph (no per-file isolation): they keep no module state between files, and
        // the project runs 3× faster (38–64 s → 11–22 s, measured side by side on 2 cores).
        test: { name: 'sdk', environment: 'node', include: ['sdk/src/**/*.test.ts'], globals: true, isolate: false },
      },
      {
        resolve,
        // The component tests share one module graph and one jsdom window per worker (widgets/test/setup.ts puts the
        // page back after each file), 3× faster: 375 s → 118 s wall, 193 s → 48 s CPU, alternately on the loaded
        // machine. The embed runtime's tests keep isolation: they test what a page holds once (the shared casino,
        // the custom element registry, the loader's queue).
        test: {
          name: 'widgets',
          environment: 'jsdom',
          include: ['widgets/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, EMBED_RUNTIME_TESTS],
          setupFiles: ['widgets/test/setup.ts'],
          globals: true,
          isolate: false,
          testTimeout: COMPONENT_TEST_TIMEOUT_MS,
        },
      },
      {
        resolve,
        // The Node-environment tests (the loader outside a browser) resolve @casino/sdk from source too.
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        test: {
          name: 'widgets-embed-runtime',
          environment: 'jsdom',
          include: [EMBED_RUNTIME_TESTS],
          setupFiles: ['widgets/test/setup.ts'],
          globals: true,
          testTimeout: COMPONENT_TEST_TIMEOUT_MS,
        },
      },
      {
        resolve: { ...resolve, alias: embedAliases },
        test: {
          // The element tests again, as the script-tag build ships the widgets: under Preact with the embed
          // formatter (widgets/test/embedBuild.ts skips what renders with testing-library's React render).
          name: 'widgets-embed',
          environment: 'jsdom',
          include: [
            'widgets/src/embed/widgetElement.test.ts',
            'widgets/src/embed/mount.test.ts',
            'widgets/src/embed/widgetRegistry.test.tsx',
          ],
          provide: { embedBuild: true },
          setupFiles: ['widgets/test/setup.ts'],
          globals: true,
          testTimeout: COMPONENT_TEST_TIMEOUT_MS,
        },
      },
      {
        resolve,
        test: {
          name: 'host-site',
          environment: 'jsdom',
          include: ['host-site/src/**/*.test.{ts,tsx}'],
          setupFiles: ['widgets/test/setup.ts'],
          globals: true,
          // One module graph and one window per worker, as the widgets project: 296 s → 105 s wall, 239 s → 86 s CPU.
          isolate: false,
          testTimeout: COMPONENT_TEST_TIMEOUT_MS,
        },
      },
      {
        resolve: nodeResolve,
        test: { name: 'examples', environment: 'node', include: ['examples/*.test.ts'], globals: true },
      },
      {
        // The route inliner's test reads the SDK's route table from source: a fresh clone has no sdk/dist.
        resolve: nodeResolve,
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        test: { name: 'scripts', environment: 'node', include: ['scripts/*.test.ts'], globals: true },
      },
      {
        resolve: nodeResolve,
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts'],
          globals: true,
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
          // One module graph for the server's files (no per-file isolation): each file builds its own app and
          // database. 16 route files took 301 s wall and 79 s CPU with isolation, 178 s and 44 s without (one run
          // after the other on the loaded machine).
          isolate: false,
        },
      },
    ],
  },
});
