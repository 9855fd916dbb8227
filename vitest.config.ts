import { defineConfig } from 'vitest/config';

const resolve = { conditions: ['source', 'module', 'browser', 'development|production'] };
const nodeResolve = { conditions: ['source', 'module', 'node', 'development|production'] };

/** One project per package; names are what `vitest run --project <name>` takes. */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: nodeResolve,
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        test: { name: 'sdk', environment: 'node', include: ['sdk/src/**/*.test.ts'], globals: true },
      },
      {
        resolve,
        // The Node-environment tests (the loader outside a browser) resolve @casino/sdk from source too.
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        test: {
          name: 'widgets',
          environment: 'jsdom',
          include: ['widgets/src/**/*.test.{ts,tsx}'],
          setupFiles: ['widgets/test/setup.ts'],
          globals: true,
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
        },
      },
      {
        resolve: nodeResolve,
        test: { name: 'examples', environment: 'node', include: ['examples/*.test.ts'], globals: true },
      },
      {
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
        },
      },
    ],
  },
});
