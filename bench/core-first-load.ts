// What the lazy answers chunk does to the SDK core's startup in Chromium. Starts the platform in memory (PGlite,
// seeded), builds a page around the built SDK (`sdk/dist/index.js`) four ways, as a host app's bundler would ship it:
// - split: esbuild, code splitting on, so the answer schemas and zod (and the other lazy modules) are chunks of their
//   own, loaded when first needed. esbuild does not preload: its entry statically imports chunks the browser finds
//   only after fetching it, and a dynamic import's static imports only after fetching that chunk (the worst case);
// - one file: esbuild, code splitting off, so every dynamic import is inlined into the first load (the eager baseline);
// - vite split: a default vite production build, as most host apps ship (vite, or webpack, which also fetches a
//   dynamic import's chunks in parallel): index.html modulepreloads the entry's static imports, and vite's preload
//   helper fetches a dynamic import's chunks together;
// - vite one file: the same build with code splitting off (every dynamic import in the first load).
// It prints each variant's first-load and total sizes (raw and gzip), then serves each variant's page and files
// (gzipped) under `/bench/<variant>/` on a small server that also proxies the API (one origin), and measures
// BENCH_RUNS (7) fresh page loads per variant, as a guest and signed in, with Fast 3G network throttling
// (BENCH_LATENCY_MS 150, BENCH_DOWNLOAD_KBITS 1600, BENCH_UPLOAD_KBITS 750) and the CPU BENCH_CPU_SLOWDOWN (4)×
// slower, in the page's clock (ms since navigation start):
// - SDK loaded: the page's module script starts running (its first load is downloaded and evaluated);
// - first request: the first request of a route of the contract (`ROUTES`) is sent;
// - start done: `casino.start()` has resolved.
// Run: npm run build:libs && npm run bench:core
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES, routePath } from '@casino/sdk/contract';
import { build as esbuild, type Metafile } from 'esbuild';
import { type Browser, chromium } from 'playwright';
import { build as viteBuild } from 'vite';
import { buildApp } from '../server/src/app';
import { readConfig } from '../server/src/config';
import { migrate } from '../server/src/db/migrate';
import { openDatabase } from '../server/src/db/open-database';
import { seedDatabase } from '../server/src/seed/seed';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const NETWORK = {
  offline: false,
  latency: Number(process.env.BENCH_LATENCY_MS ?? 150),
  downloadThroughput: (Number(process.env.BENCH_DOWNLOAD_KBITS ?? 1600) * 1000) / 8,
  uploadThroughput: (Number(process.env.BENCH_UPLOAD_KBITS ?? 750) * 1000) / 8,
};
const SDK_ENTRY = new URL('../sdk/dist/index.js', import.meta.url).pathname;
const VARIANTS = ['split', 'one file', 'vite split', 'vite one file'] as const;
type Variant = (typeof VARIANTS)[number];
/** Each split variant with its one-file baseline, compared in the table's difference lines. */
const PAIRS = [
  ['split', 'one file'],
  ['vite split', 'vite one file'],
] as const;
const SCENARIOS = ['guest', 'signed in'] as const;
/** The paths of the platform's routes, to tell its requests from the page's files. */
const ROUTE_PATHS: string[] = Object.values(ROUTES).map((route) => route.path);
type Scenario = (typeof SCENARIOS)[number];

/** The path segment a variant is built in and served under: its name with dashes for spaces. */
const slug = (variant: Variant) => variant.replaceAll(' ', '-');

/** The page logic, importing the SDK from `sdk`: starts a casino and records when the script ran and start resolved. */
function pageScript(sdk: string): string {
  return `import { createCasino } from '${sdk}';
window.__scriptStart = performance.now();
createCasino({ baseUrl: '', realtime: false })
  .start()
  .then(() => { window.__startDone = performance.now(); }, (error) => { window.__startError = String(error); });
`;
}

/** The page of one variant around `script`, its module script element. */
function page(script: string): string {
  return `<!doctype html>
<meta charset="utf-8">
<title>core first load</title>
${script}
`;
}

interface Bundle {
  /** Path under the variant's folder → gzip-compressed contents, as served; index.html is the page. */
  files: Map<string, Buffer>;
  firstLoad: { raw: number; gzip: number; files: number };
  total: { raw: number; gzip: number; files: number };
}

/** Every file under `dir`, by path relative to it. */
async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), await readFile(path));
  }
  return files;
}

/** Gzips the files of a build and sizes its first load (the files named in `firstLoad`) and all its JS. */
function sized(raw: Map<string, Buffer>, firstLoad: string[]): Bundle {
  const files = new Map([...raw].map(([name, contents]) => [name, gzipSync(contents, { level: 9 })]));
  const size = (names: string[]) => ({
    raw: names.reduce((sum, name) => sum + (raw.get(name)?.length ?? 0), 0),
    gzip: names.reduce((sum, name) => sum + (files.get(name)?.length ?? 0), 0),
    files: names.length,
  });
  const scripts = [...raw.keys()].filter((name) => name.endsWith('.js'));
  return { files, firstLoad: size(firstLoad), total: size(scripts) };
}

/** Bundles the SDK for the browser into `dir` with esbuild, with or without code splitting, next to its page. */
async function bundleWithEsbuild(dir: string, splitting: boolean): Promise<Bundle> {
  await mkdir(dir);
  const result = await esbuild({
    absWorkingDir: dir,
    entryPoints: { index: SDK_ENTRY },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    splitting,
    outdir: dir,
    chunkNames: 'chunk-[hash]',
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    // rollup's chunks import each other for ordering only; esbuild warns that those imports have no side effects
    logOverride: { 'ignored-bare-import': 'silent' },
  });
  await writeFile(join(dir, 'index.html'), page(`<script type="module">\n${pageScript('./index.js')}</script>`));
  return sized(await readTree(dir), staticClosure(result.metafile, 'index.js'));
}

/**
 * The entry and every file it imports statically, transitively: what the browser loads before the script runs.
 * Paths are relative to the output folder, the build's working directory.
 */
function staticClosure(metafile: Metafile, entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (seen.has(path)) continue;
    seen.add(path);
    for (const imported of metafile.outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement') queue.push(imported.path);
    }
  }
  return [...seen];
}

/**
 * Builds a tiny app with vite into `dir`/dist, for serving under `base`: an index.html whose module script imports
 * the SDK (`@casino/sdk`, resolved to sdk/dist) and runs the page logic. Default options (modulepreload links and
 * vite's preload helper) with code splitting, or every dynamic import inlined without.
 */
async function bundleWithVite(dir: string, base: string, splitting: boolean): Promise<Bundle> {
  await mkdir(dir);
  await writeFile(join(dir, 'index.html'), page('<script type="module" src="./main.js"></script>'));
  await writeFile(join(dir, 'main.js'), pageScript('@casino/sdk'));
  const outDir = join(dir, 'dist');
  await viteBuild({
    configFile: false,
    root: dir,
    base,
    publicDir: false,
    envDir: false,
    logLevel: 'warn',
    resolve: { alias: [{ find: /^@casino\/sdk$/, replacement: SDK_ENTRY }] },
    build: { outDir, rolldownOptions: { output: { codeSplitting: splitting } } },
  });
  const files = await readTree(outDir);
  return sized(files, firstLoadOfPage(files.get('index.html')?.toString() ?? '', base));
}

/** The files a built page loads before its script runs: its module scripts and modulepreload links, relative to `base`. */
function firstLoadOfPage(html: string, base: string): string[] {
  const tags = html.matchAll(/<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="([^"]+)"/g);
  return [...tags].map(([, url = '']) => (url.startsWith(base) ? url.slice(base.length) : url));
}

/** Builds a variant's page and files into `dir`, to be served under `/bench/<slug>/`. */
function buildVariant(variant: Variant, dir: string): Promise<Bundle> {
  switch (variant) {
    case 'split':
      return bundleWithEsbuild(dir, true);
    case 'one file':
      return bundleWithEsbuild(dir, false);
    case 'vite split':
      return bundleWithVite(dir, `/bench/${slug(variant)}/`, true);
    case 'vite one file':
      return bundleWithVite(dir, `/bench/${slug(variant)}/`, false);
  }
}

/** Serves `/bench/<slug>/` and its files (gzip), and proxies every other path to the platform at `platform`. */
async function serve(bundles: Record<Variant, Bundle>, platform: URL): Promise<{ origin: string; close(): void }> {
  const bySlug = new Map(VARIANTS.map((variant) => [slug(variant), bundles[variant]]));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    const match = /^\/bench\/([^/]+)\/(.*)$/.exec(url.pathname);
    if (match === null) {
      const upstream = httpRequest(
        { host: platform.hostname, port: platform.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const name = match[2] || 'index.html';
    const contents = bySlug.get(match[1] ?? '')?.files.get(name);
    if (contents === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': name.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': 'no-store',
    });
    res.end(contents);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

interface Marks {
  scriptStart: number;
  firstRequest: number;
  startDone: number;
}

/** One fresh page load of `variant` in a new context, throttled, signed in first for the "signed in" scenario. */
async function measure(browser: Browser, origin: string, variant: Variant, scenario: Scenario): Promise<Marks> {
  const context = await browser.newContext({ baseURL: origin });
  try {
    if (scenario === 'signed in') {
      const answer = await context.request.post(routePath('signIn'), {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { user: { email: 'eur@casino.test', password: 'Password123' } },
      });
      if (!answer.ok()) throw new Error(`sign-in answered ${answer.status()}: ${await answer.text()}`);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`/bench/${slug(variant)}/`);
    await page.waitForFunction('window.__startDone !== undefined || window.__startError !== undefined');
    const marks = await page.evaluate((routePaths) => {
      const global = window as unknown as { __scriptStart: number; __startDone?: number; __startError?: string };
      const api = performance
        .getEntriesByType('resource')
        .find((entry) => routePaths.includes(new URL(entry.name).pathname));
      return {
        scriptStart: global.__scriptStart,
        firstRequest: api?.startTime ?? Number.NaN,
        startDone: global.__startDone ?? Number.NaN,
        error: global.__startError,
      };
    }, ROUTE_PATHS);
    if (marks.error !== undefined) throw new Error(`${variant}, ${scenario}: start failed: ${marks.error}`);
    return marks;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const FIGURES = ['scriptStart', 'firstRequest', 'startDone'] as const;

/** "median (min–max)" of one figure over the runs. */
function spread(values: number[]): string {
  return `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
}

/** One row of the table: scenario, variant (or difference), then one cell per figure. */
function row(scenario: string, variant: string, cells: string[]): string {
  return `${scenario.padEnd(10)} ${variant.padEnd(26)} ${cells.map((cell) => cell.padEnd(16)).join(' ')}`.trimEnd();
}

/** Prints the sizes of `variants`, under `heading`. */
function printSizes(heading: string, variants: Variant[]): void {
  console.log(heading);
  for (const variant of variants) {
    const { firstLoad, total } = bundles[variant];
    console.log(
      `  ${variant.padEnd(13)} first load ${kb(firstLoad.raw)} raw, ${kb(firstLoad.gzip)} gzip (${firstLoad.files} file(s)); all ${total.files} file(s) ${kb(total.raw)} raw, ${kb(total.gzip)} gzip`,
    );
  }
}

const db = await openDatabase({});
await migrate(db);
await seedDatabase(db);
const app = await buildApp({ db, config: readConfig(process.env), scheduledJobs: false });
const platform = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
const workDir = await mkdtemp(join(tmpdir(), 'core-first-load-'));
const bundles = {} as Record<Variant, Bundle>;
for (const variant of VARIANTS) bundles[variant] = await buildVariant(variant, join(workDir, slug(variant)));
const site = await serve(bundles, platform);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});

try {
  printSizes('SDK bundled by esbuild from sdk/dist/index.js (browser, esm, minified), gzip -9 per file:', [
    'split',
    'one file',
  ]);
  printSizes('SDK built by vite into a page importing sdk/dist/index.js (production build), gzip -9 per file:', [
    'vite split',
    'vite one file',
  ]);
  console.log(
    `\nChromium, latency ${NETWORK.latency} ms, ${(NETWORK.downloadThroughput * 8) / 1000} kbit/s down, ${(NETWORK.uploadThroughput * 8) / 1000} kbit/s up, CPU ${CPU_SLOWDOWN}× slower`,
  );
  console.log(`ms since navigation start, median (min–max) of ${RUNS} fresh page loads per row\n`);
  console.log(row('scenario', 'variant', ['SDK loaded', 'first request', 'start done']));
  for (const scenario of SCENARIOS) {
    const runs = Object.fromEntries(VARIANTS.map((variant) => [variant, [] as Marks[]])) as Record<Variant, Marks[]>;
    for (const variant of VARIANTS) await measure(browser, site.origin, variant, scenario);
    for (let run = 0; run < RUNS; run += 1) {
      for (const variant of VARIANTS) runs[variant].push(await measure(browser, site.origin, variant, scenario));
    }
    for (const variant of VARIANTS) {
      console.log(
        row(
          scenario,
          variant,
          FIGURES.map((figure) => spread(runs[variant].map((marks) => marks[figure]))),
        ),
      );
    }
    for (const [split, oneFile] of PAIRS) {
      const difference = FIGURES.map((figure) => {
        const ms =
          median(runs[split].map((marks) => marks[figure])) - median(runs[oneFile].map((marks) => marks[figure]));
        return `${ms > 0 ? '+' : ''}${ms.toFixed(0)}`;
      });
      console.log(row(scenario, `${split} − ${oneFile}`, difference));
    }
  }
} finally {
  await browser.close();
  site.close();
  await app.close();
  await db.close();
  await rm(workDir, { recursive: true, force: true });
}
