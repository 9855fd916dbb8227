// The host site's first load on a phone, as Lighthouse scores it: starts the platform the way `npm start` does
// (server/src/main.ts, PGlite in a fresh temporary folder, seeded) on BENCH_PORT (9130) against the built site
// (SITE_DIR, default host-site/dist; run `npm run build:site` first, this bench builds nothing), then runs Lighthouse's
// default (mobile) configuration — Moto G Power viewport, simulated slow 4G and 4× CPU — on each page BENCH_RUNS (3)
// times in a fresh Chromium and prints the median performance score, LCP, TBT, CLS and FCP.
// Bytes: the JavaScript a page loads (uncompressed) next to the whole site's JavaScript, measured from the same build.
// BENCH_LIGHTHOUSE_REPORTS=<folder> keeps every run's report.
// Installability: Lighthouse 12 dropped its PWA category, so the site is asked as that category did, in Chromium
// (Page.getInstallabilityErrors over CDP, in a profile on disk: an incognito one is never installable).
// Run: npm run build:site && npm run bench:lighthouse

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routePath } from '@casino/sdk/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright';
import { reportGoal } from './goal-report';

const REPO_ROOT = join(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 9130);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SITE_DIR = process.env.SITE_DIR ?? join(REPO_ROOT, 'host-site', 'dist');
const PAGES = (process.env.BENCH_PAGES ?? '/,/pokies/all').split(',');
/** A folder to keep each run's Lighthouse report in (`<page>-<run>.json`), to see what a figure is made of. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
const TARGET_SCORE = 95;
const origin = `http://localhost:${PORT}`;

/** One Lighthouse run's figures: score 0–100, times in ms, CLS unitless, JS bytes uncompressed. */
interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  scriptBytes: number;
}

/** Starts server/src/main.ts as scripts/start.mjs does, on its own port and data folder; resolves once it listens. */
async function startServer(dataDir: string) {
  const server = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, SITE_DIR, DEV_ENDPOINTS: '0', LOG_LEVEL: 'warn' },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening on')) resolve();
    });
  });
  return server;
}

function figuresOf(lhr: Result): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined;
  const requests = details?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcp: numeric('first-contentful-paint'),
    scriptBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + Number(request.resourceSize ?? 0), 0),
  };
}

async function lighthouseRun(path: string, run: number): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${result.lhr.runtimeError.message}`);
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      writeFileSync(join(REPORTS_DIR, `${path.replaceAll('/', '_') || '_'}-${run}.json`), JSON.stringify(result.lhr));
    }
    return figuresOf(result.lhr);
  } finally {
    chrome.kill();
  }
}

/** Chromium's reasons why the site cannot be installed, as Lighthouse's PWA category asked them; none when it can. */
async function installabilityErrors(): Promise<string[]> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return installabilityErrors.map((error) => error.errorId);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Every JavaScript file the build wrote, in bytes: what the site would load if it loaded all of itself. */
function siteScriptBytes(): number {
  const assets = join(SITE_DIR, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + statSync(join(assets, name)).size, 0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const server = await startServer(dataDir);
try {
  // The first requests compile the server's routes; Lighthouse should not measure that.
  for (const path of PAGES) await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
  await fetch(`${origin}${routePath('gamesFilter')}`, {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json' },
  });
  const fullSite = siteScriptBytes();
  console.log(`Lighthouse ${RUNS}× per page, mobile preset (simulated slow 4G, 4× CPU), ${SITE_DIR}, ${origin}`);
  for (const path of PAGES) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(path, run));
    const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
    const score = pick('score');
    console.log(
      `${path}: score ${score} (runs ${runs.map((figures) => figures.score).join(', ')})  LCP ${(pick('lcp') / 1000).toFixed(2)} s  TBT ${Math.round(pick('tbt'))} ms  CLS ${pick('cls').toFixed(3)}  FCP ${(pick('fcp') / 1000).toFixed(2)} s`,
    );
    const scriptBytes = pick('scriptBytes');
    console.log(
      `${path}: JS loaded ${(scriptBytes / 1024).toFixed(1)} KB of the site's ${(fullSite / 1024).toFixed(1)} KB (ratio ${(scriptBytes / fullSite).toFixed(3)}, uncompressed)`,
    );
    reportGoal({
      goal: `host site, Lighthouse mobile performance (${path})`,
      target: '≥ 95',
      value: score,
      unit: 'points',
      met: score >= TARGET_SCORE,
      note: `median of ${RUNS} Lighthouse ${RUNS === 1 ? 'run' : 'runs'} (mobile preset, simulated throttling) on a shared 2-core machine; LCP ${Math.round(pick('lcp'))} ms, TBT ${Math.round(pick('tbt'))} ms, CLS ${pick('cls').toFixed(3)}, FCP ${Math.round(pick('fcp'))} ms; JS ${Math.round(scriptBytes / 1024)} KB of the site's ${Math.round(fullSite / 1024)} KB`,
    });
  }
  const errors = await installabilityErrors();
  console.log(`installability: ${errors.length === 0 ? 'installable' : errors.join(', ')}`);
  reportGoal({
    goal: 'host site, installable as an app (Lighthouse PWA installability)',
    target: '0 errors',
    value: errors.length,
    unit: 'errors',
    met: errors.length === 0,
    note: `Chromium's Page.getInstallabilityErrors on / in a fresh profile on disk${errors.length ? `: ${errors.join(', ')}` : ''}`,
  });
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
