// The lobby in Chromium with the CPU slowed down: starts the platform in memory (PGlite) with a catalogue of
// BENCH_GAMES games (10,000), serves the built site (run `npm run build` first), and measures with Playwright, in a
// desktop and a phone viewport, each run in a fresh browser context with CPU throttling (CDP, BENCH_CPU_SLOWDOWN×):
// - grid first render: navigation start → the first game tile of /categories/all in the page, and → the first
//   page's tiles that are in view all drawn with their preview images;
// - search to results: the last keystroke of "golden" in the header's search popup → the first result shown (this
//   includes the 300 ms debounce of core.md §9, printed separately).
// Run: npm run build && node --import tsx --conditions=source bench/lobby-browser.ts   (or npm run bench:lobby)

import { SEARCH_DEBOUNCE_MS } from '@casino/sdk/rules';
import { chromium } from 'playwright';
import { buildApp } from '../server/src/app';
import { readConfig } from '../server/src/config';
import { migrate } from '../server/src/db/migrate';
import { openDatabase } from '../server/src/db/open-database';
import { generateCatalogue } from '../server/src/games/catalogue/generate-catalogue';
import { replaceCatalogue } from '../server/src/games/catalogue/write-catalogue';
import { CATALOGUE_SEED, seedDatabase } from '../server/src/seed/seed';

const GAMES = Number(process.env.BENCH_GAMES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

const db = await openDatabase({});
await migrate(db);
const now = new Date();
const catalogue = generateCatalogue({
  seed: CATALOGUE_SEED,
  games: GAMES,
  asOf: new Date(now.getTime() - (now.getTime() % 86_400_000)),
});
await db.transaction((tx) => replaceCatalogue(tx, catalogue));
await seedDatabase(db);
const app = await buildApp({ db, config: readConfig(process.env) });
const origin = new URL(await app.listen({ host: '127.0.0.1', port: 0 })).origin;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});

/** Records, in the page's own clock (ms since navigation start), when the first tile and the first full view were drawn. */
function watchGrid() {
  const marks: { firstTile?: number; viewDrawn?: number } = {};
  Object.assign(window, { __gridMarks: marks });
  const check = () => {
    const tiles = [...document.querySelectorAll('[data-game-tile]')];
    if (tiles.length > 0 && marks.firstTile === undefined) marks.firstTile = performance.now();
    const inView = tiles.filter((tile) => tile.getBoundingClientRect().top < window.innerHeight);
    const drawn = inView.length > 0 && inView.every((tile) => tile.querySelector('img')?.complete === true);
    if (drawn && marks.viewDrawn === undefined) marks.viewDrawn = performance.now();
    if (marks.viewDrawn === undefined) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Records when the last "input" event happened and when a result option mentioning the query first showed. */
function watchSearch() {
  const marks: { lastInput?: number; results?: number } = {};
  Object.assign(window, { __searchMarks: marks });
  document.addEventListener(
    'input',
    () => {
      marks.lastInput = performance.now();
      marks.results = undefined;
    },
    true,
  );
  new MutationObserver(() => {
    if (marks.results !== undefined || marks.lastInput === undefined) return;
    const options = document.querySelectorAll('[role="dialog"] [role="option"]');
    if ([...options].some((option) => option.textContent?.toLowerCase().startsWith('golden'))) {
      marks.results = performance.now();
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

async function measure(viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS]) {
  const context = await browser.newContext({ viewport, baseURL: origin });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // tsx keeps function names with a `__name` helper that the page does not have
  await page.addInitScript({ content: 'window.__name = (target) => target;' });
  await page.addInitScript(watchGrid);
  await page.addInitScript(watchSearch);
  await page.goto('/categories/all');
  await page.waitForFunction(
    () => (window as unknown as { __gridMarks: { viewDrawn?: number } }).__gridMarks.viewDrawn,
  );

  const grid = await page.evaluate(
    () => (window as unknown as { __gridMarks: { firstTile: number; viewDrawn: number } }).__gridMarks,
  );

  await page.getByRole('button', { name: 'Search games' }).click();
  const input = page.getByRole('combobox', { name: 'Search games' });
  await input.focus();
  await page.keyboard.type('golden', { delay: 40 });
  await page.waitForFunction(
    () => (window as unknown as { __searchMarks: { results?: number } }).__searchMarks.results,
  );

  const search = await page.evaluate(() => {
    const marks = (window as unknown as { __searchMarks: { lastInput: number; results: number } }).__searchMarks;
    return marks.results - marks.lastInput;
  });
  await context.close();
  return { firstTile: grid.firstTile, viewDrawn: grid.viewDrawn, search };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  console.log(`lobby in Chromium, CPU ${CPU_SLOWDOWN}× slower, ${GAMES} games, median of ${RUNS} runs, ${origin}`);
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    await measure(viewport);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(viewport));
    const search = median(runs.map((run) => run.search));
    console.log(
      `${name.padEnd(8)} first tile ${median(runs.map((run) => run.firstTile)).toFixed(0)} ms, view drawn ${median(runs.map((run) => run.viewDrawn)).toFixed(0)} ms, search to results ${search.toFixed(0)} ms (${(search - SEARCH_DEBOUNCE_MS).toFixed(0)} ms after the ${SEARCH_DEBOUNCE_MS} ms debounce)`,
    );
  }
} finally {
  await browser.close();
  await app.close();
  await db.close();
}
