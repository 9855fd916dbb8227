import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { inlineRoutes } from './scripts/inline-routes.mjs';
import { preactAliases } from './widgets/src/embed/preact/aliases.mjs';

// Library builds, run in order by `npm run build:libs`:
// (a) sdk/dist      ESM entries of @casino/sdk with .d.ts, dependencies external;
// (b) widgets/dist  ESM entries of @casino/widgets with .d.ts, React, ReactDOM and @casino/sdk external;
// (c) widgets/dist/cdn  the script-tag build: loader.js (minified IIFE) and the widget chunks (minified ESM, split),
//     rendered with Preact instead of React (widgets/src/embed/preact/aliases.mjs), checking only the answers money
//     depends on (sdk/src/http/answer-checks.ts), and widgets.css (reserved sizes).
// The .d.ts of (b) are written against sdk/dist/*.d.ts, so (a) runs first. Type errors are reported by
// `npm run typecheck`; the builds skip checking (`noCheck`) to stay fast. (a) and (c) write the SDK's
// `routePath('name', …)` calls as the paths they make (scripts/inline-routes.mjs): no bundle carries the route table.

const root = import.meta.dirname;
const tsconfig = join(root, 'tsconfig.base.json');

function readPackage(folder) {
  return JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
}

/** Rollup inputs from a package's exports map: `"./contract": { source: "./src/contract/index.ts", import: "./dist/contract.js" }` → `contract`. */
function entriesOf(folder, pkg) {
  const entries = {};
  for (const target of Object.values(pkg.exports)) {
    if (typeof target !== 'object' || !target.source || !target.import) continue;
    const name = target.import.replace(/^\.\/dist\//, '').replace(/\.js$/, '');
    entries[name] = join(root, folder, target.source);
  }
  return entries;
}

/** Whether an import is a dependency (or a subpath of one) that npm consumers install themselves. */
function dependencyOf(pkg) {
  const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  return (id) => names.some((name) => id === name || id.startsWith(`${name}/`));
}

/** Empties an output folder before a build writes it, so no stale chunk survives. */
function emptyFolder(folder) {
  return { name: 'empty-folder', buildStart: () => rmSync(join(root, folder), { recursive: true, force: true }) };
}

const sourceFiles = (folder) => [join(root, folder, 'src/**/*.ts'), join(root, folder, 'src/**/*.tsx')];
const notShipped = ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'];

/** TypeScript for an npm build: JS plus declarations laid out like src (`dist/contract/index.d.ts`). */
function libraryTypescript(folder, compilerOptions = {}) {
  return typescript({
    tsconfig,
    include: sourceFiles(folder),
    exclude: notShipped,
    compilerOptions: {
      noEmit: false,
      noCheck: true,
      declaration: true,
      rootDir: join(root, folder, 'src'),
      outDir: join(root, folder, 'dist'),
      declarationDir: join(root, folder, 'dist'),
      sourceMap: true,
      ...compilerOptions,
    },
  });
}

const sdkPackage = readPackage('sdk');
const widgetsPackage = readPackage('widgets');

/** msw, which only `@casino/sdk/testing` imports: a test tool the partner installs beside it, never bundled. */
const testTools = (id) => id === 'msw' || id.startsWith('msw/');

/** (a) @casino/sdk for npm. */
const sdk = {
  input: entriesOf('sdk', sdkPackage),
  external: (id) => dependencyOf(sdkPackage)(id) || testTools(id) || id.startsWith('node:'),
  plugins: [
    emptyFolder('sdk/dist'),
    nodeResolve({ exportConditions: ['source'] }),
    libraryTypescript('sdk'),
    inlineRoutes(),
  ],
  output: {
    dir: join(root, 'sdk/dist'),
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'shared/[name]-[hash].js',
    sourcemap: true,
  },
};

/** (b) @casino/widgets for npm; `@casino/sdk` types resolve to sdk/dist (no `source` condition) so the .d.ts stay inside widgets. */
const widgets = {
  input: entriesOf('widgets', widgetsPackage),
  external: (id) => dependencyOf(widgetsPackage)(id) || id === 'react' || id.startsWith('react/'),
  plugins: [
    emptyFolder('widgets/dist'),
    nodeResolve({ exportConditions: ['source'] }),
    libraryTypescript('widgets', { customConditions: [] }),
  ],
  output: {
    dir: join(root, 'widgets/dist'),
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'shared/[name]-[hash].js',
    sourcemap: true,
  },
};

/** Resolves React and its signals binding to Preact's (the script-tag build only; the npm packages stay React). */
function preactInsteadOfReact() {
  return {
    name: 'preact-instead-of-react',
    resolveId(source, importer, options) {
      const target = preactAliases[source];
      return target === undefined ? null : this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

const answerChecks = join(root, 'sdk/src/http/answer-checks.ts');

/**
 * The script-tag build checks only the answers money depends on, not those marked `display`, and loads a schema when a
 * 2xx answer needs it (docs/decisions.md).
 */
function moneyAnswerChecksOnly() {
  return {
    name: 'money-answer-checks-only',
    load: (id) =>
      id === answerChecks
        ? 'export const CHECK_DISPLAY_CALLS = false;\nexport const LOAD_SCHEMAS_WITH_REQUESTS = false;\n'
        : null,
  };
}

/** Plugins of the script-tag build: everything bundled from source, Preact for React, production mode, minified. */
function browserPlugins() {
  return [
    preactInsteadOfReact(),
    moneyAnswerChecksOnly(),
    nodeResolve({ exportConditions: ['source'], browser: true }),
    commonjs(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    typescript({
      tsconfig,
      include: [...sourceFiles('widgets'), ...sourceFiles('sdk')],
      exclude: notShipped,
      compilerOptions: { noEmit: false, noCheck: true, declaration: false, sourceMap: false, types: [] },
    }),
    inlineRoutes(),
    terser({ ecma: 2020, module: true, format: { comments: false } }),
  ];
}

/** Marks cdn/ as its own scope whose modules have side effects (chunks define elements), so tools that read widgets/package.json's `sideEffects: false` (size-limit's esbuild) keep every import. */
function cdnPackageJson() {
  const source = `${JSON.stringify({ private: true, type: 'module', sideEffects: true }, null, 2)}\n`;
  return {
    name: 'cdn-package-json',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'package.json', source });
    },
  };
}

const chunkEntries = join(root, 'widgets/src/embed/chunks');
const definitionsFolder = join(root, 'widgets/src/embed/definitions');

/** The registry's widgets: one file per widget in widgets/src/embed/definitions/, named after it and exporting `<camelName>Widget` (`gift-list.ts` → `giftListWidget`). */
const widgetDefinitionFiles = readdirSync(definitionsFolder).filter((file) => /^[a-z-]+\.tsx?$/.test(file));
const WIDGET_CHUNK = 'casino-widget-chunk:';

/** Generates the entry of each widget's chunk from its definition: the runtime first, then `widgetChunk(definition)`. */
function widgetChunkEntries() {
  const source = (file) => {
    const name = file.replace(/\.tsx?$/, '');
    const exported = `${name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase())}Widget`;
    return [
      `import ${JSON.stringify(join(chunkEntries, 'runtime.ts'))};`,
      `import { widgetChunk } from ${JSON.stringify(join(chunkEntries, 'widgetChunk.ts'))};`,
      `import { ${exported} } from ${JSON.stringify(join(definitionsFolder, file))};`,
      `/** Renders the ${name} widget into an element, for \`casino('mount', element, '${name}', props)\`. */`,
      `export const mount = widgetChunk(${exported});`,
    ].join('\n');
  };
  return {
    name: 'widget-chunk-entries',
    resolveId: (id) => (id.startsWith(WIDGET_CHUNK) ? { id: `\0${id}`, moduleSideEffects: true } : null),
    load: (id) => {
      const file = id.startsWith(`\0${WIDGET_CHUNK}`) ? id.slice(WIDGET_CHUNK.length + 1) : null;
      return file === null ? null : source(file);
    },
  };
}

/** The chunk entries exist for their side effects (they define elements, set the runtime's defaults), which widgets/package.json's `sideEffects: false` would let a chunk's `import './runtime'` drop. */
function keepChunkEntrySideEffects() {
  return {
    name: 'keep-chunk-entry-side-effects',
    transform: (code, id) => (id.startsWith(chunkEntries) ? { code, map: null, moduleSideEffects: true } : null),
  };
}

/**
 * cdn/widgets.css: every element a block of its definition's `reservedSize`, for a page to link in its head so the
 * space is there before any script runs. `:where` keeps it below the page's own CSS for the element.
 */
function reservedSizesCss() {
  const rules = widgetDefinitionFiles.map((file) => {
    const size = /\n {2}reservedSize: '([^']+)',\n/.exec(readFileSync(join(definitionsFolder, file), 'utf8'))?.[1];
    if (!size) throw new Error(`${file}: the definition has no \`reservedSize: '<length>',\` line`);
    return `:where(casino-${file.replace(/\.tsx?$/, '')}){display:block;min-block-size:${size}}`;
  });
  const source = `${rules.join('\n')}\n`;
  return {
    name: 'reserved-sizes-css',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'widgets.css', source });
    },
  };
}

const cdnFolder = 'widgets/dist/cdn';
const cdnDir = join(root, cdnFolder);

/** (c1) cdn/loader.js: the ≤1 KB queue and chunk loader, an IIFE for a plain (async) script tag. */
const loader = {
  input: join(root, 'widgets/src/embed/loaderScript.ts'),
  plugins: [emptyFolder(cdnFolder), ...browserPlugins()],
  output: { file: join(cdnDir, 'loader.js'), format: 'iife' },
  // The entry acts in its own code; what it imports only declares. So a module none of whose exports the loader uses
  // is dropped: the widget names come from @casino/sdk/contract without the contract's zod schemas.
  treeshake: { moduleSideEffects: false },
};

/** (c2) cdn/<widget>.js (one per registered widget), runtime.js, bridge-host.js: ESM chunks the loader imports on first use; Preact and the SDK in shared chunks. */
const chunks = {
  input: {
    runtime: join(chunkEntries, 'runtime.ts'),
    'bridge-host': join(chunkEntries, 'bridge-host.ts'),
    ...Object.fromEntries(widgetDefinitionFiles.map((file) => [file.replace(/\.tsx?$/, ''), `${WIDGET_CHUNK}${file}`])),
  },
  plugins: [
    widgetChunkEntries(),
    ...browserPlugins(),
    keepChunkEntrySideEffects(),
    cdnPackageJson(),
    reservedSizesCss(),
  ],
  // The SDK's and widgets' modules declare no side effects (`sideEffects: false` in their package.json), but rollup
  // did not apply that to the sources this build compiles, so it kept every contract module a barrel re-exports, with
  // all its zod schemas (1.0–1.7 KB in each script-tag widget). The chunk entries keep theirs (keepChunkEntrySideEffects).
  treeshake: { moduleSideEffects: (id) => !/[\\/](sdk|widgets)[\\/]src[\\/]/.test(id) },
  output: {
    dir: cdnDir,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'shared/[name]-[hash].js',
    // Chunks under 1 KB merge into a chunk loaded by the same widgets: each widget entry added splits the modules it
    // shares with others into more small chunks, and every chunk costs import lines and a hashed name in each file that
    // loads it (docs/decisions.md, "Small shared chunks merged"; 3.2 KB less over the script tags, measured).
    experimentalMinChunkSize: 1000,
    manualChunks(id) {
      if (/[\\/]node_modules[\\/](preact|@preact[\\/]signals)[\\/]/.test(id)) return 'preact';
      return undefined;
    },
  },
};

/** Warnings about third-party code we cannot change (zod's comments, its internal import cycle) are noise here. */
function onwarn(warning, warn) {
  const inDependency = (warning.id ?? warning.ids?.[0] ?? '').includes('/node_modules/');
  if (inDependency && (warning.code === 'INVALID_ANNOTATION' || warning.code === 'CIRCULAR_DEPENDENCY')) return;
  warn(warning);
}

export default [sdk, widgets, loader, chunks].map((config) => ({ ...config, onwarn }));
