// What one script-tag widget costs a partner page in JS: for every registered widget, Chromium loads a partner page
// with the command-queue stub, cdn/loader.js and that widget's `<casino-<name>>` tag (the casino in memory, see
// bench/partner-platform.ts), waits until the network is idle and the widget has rendered, and adds up the gzip -9
// size of every script the page's own frame fetched (a game in the launcher's iframe is not counted). The peer is the full casino's first-load JS: the scripts and modulepreloads
// of the host site's built index.html, gzip -9. Reports the largest widget against ≤ 35 KB and its ratio to the peer
// against ≤ 0.2.
// Run: npm run build && npm run bench:embed
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { EMBED_WIDGET_NAMES, type EmbedWidgetName } from '@casino/sdk/contract';
import { chromium } from 'playwright';
import { reportGoal } from './goal-report';
import { firstPokie, scriptTag, seededPromotions, startPartnerPlatform } from './partner-platform';

const GOAL_BYTES = 35 * 1024;
const GOAL_RATIO = 0.2;
const SITE_DIR = new URL('../host-site/dist/', import.meta.url).pathname;

const gzipBytes = (contents: Buffer) => gzipSync(contents, { level: 9 }).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The gzip -9 bytes of the JS the host site's index.html loads before it runs: module scripts and modulepreloads. */
async function siteFirstLoad(): Promise<{ bytes: number; files: number }> {
  const html = await readFile(join(SITE_DIR, 'index.html'), 'utf8').catch(() => {
    throw new Error(`${SITE_DIR}index.html is missing: run \`npm run build\` first.`);
  });
  const urls = [...html.matchAll(/<(?:script[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
    ([, url = '']) => url,
  );
  let bytes = 0;
  for (const url of urls) bytes += gzipBytes(await readFile(join(SITE_DIR, url.replace(/^\//, ''))));
  return { bytes, files: urls.length };
}

/** Attributes of the widgets that show nothing without them. */
const attributes: Partial<Record<EmbedWidgetName, string>> = {
  'game-row': 'category="pokies" title="Pokies"',
  'game-grid': 'category="pokies"',
};

/** A partner page showing one widget by its script tag. */
const widgetPage = (name: EmbedWidgetName) => (casinoOrigin: string) => ({
  type: 'text/html; charset=utf-8',
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>${scriptTag(casinoOrigin)}</head>
<body><h1>A partner page</h1><casino-${name} ${attributes[name] ?? ''}></casino-${name}></body></html>`,
});

const platform = await startPartnerPlatform(
  Object.fromEntries(EMBED_WIDGET_NAMES.map((name) => [`/${name}`, widgetPage(name)])),
);
const pokie = await firstPokie(platform.casinoOrigin);
attributes['game-launcher'] = `provider="${pokie.provider}" slug="${pokie.slug}"`;
// The promotion widgets render nothing (and load none of their code) until they name their promotion.
const promotions = await seededPromotions(platform.casinoOrigin);
attributes['promo-timer'] = 'start-at="2026-01-01T00:00:00Z" end-at="2036-01-01T00:00:00Z"';
attributes['quest-path'] = `quest="${promotions.quest}"`;
attributes.lottery = `lottery="${promotions.lottery}"`;
attributes['tournament-leaderboard'] = `tournament="${promotions.tournament}"`;
attributes['tournament-page'] = `tournament="${promotions.tournament}"`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});

/** The gzip -9 bytes and count of the scripts a fresh page with one widget fetched until it rendered and went idle. */
async function widgetScripts(name: EmbedWidgetName): Promise<{ bytes: number; files: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      // The game launcher's iframe runs the game: the game's scripts are not the widget's.
      if (response.request().resourceType() === 'script' && response.frame() === page.mainFrame()) {
        scripts.push(response.body());
      }
    });
    await page.goto(`${platform.partnerOrigin}/${name}`, { waitUntil: 'networkidle' });
    // Some widgets render nothing until there is something to show (toasts), so an upgraded element is the signal.
    await page.waitForFunction((tag) => document.querySelector(tag)?.shadowRoot != null, `casino-${name}`);
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    return { bytes: bodies.reduce((sum, body) => sum + gzipBytes(body), 0), files: bodies.length };
  } finally {
    await context.close();
  }
}

try {
  const site = await siteFirstLoad();
  console.log(
    `full casino, first-load JS (host-site/dist/index.html): ${kb(site.bytes)} KB gzip in ${site.files} files`,
  );
  console.log('\nwidget                  JS gzip   files  ratio to the casino');
  const measured: { name: EmbedWidgetName; bytes: number }[] = [];
  for (const name of EMBED_WIDGET_NAMES) {
    const { bytes, files } = await widgetScripts(name);
    measured.push({ name, bytes });
    const ratio = (bytes / site.bytes).toFixed(3);
    console.log(`${name.padEnd(22)} ${`${kb(bytes)} KB`.padStart(9)} ${String(files).padStart(7)}  ${ratio}`);
  }
  const largest = measured.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const note = `largest of ${measured.length} widgets: ${largest.name}; every script the page fetched until idle, gzip -9; loader.js included`;
  const peer = { name: "the full casino's first-load JS", value: kb(site.bytes) };
  const ratio = largest.bytes / site.bytes;
  reportGoal({
    goal: 'one script-tag widget on a partner page, all JS',
    target: '≤ 35 KB gzip',
    value: kb(largest.bytes),
    unit: 'KB',
    peer,
    ratio,
    met: largest.bytes <= GOAL_BYTES,
    note,
  });
  reportGoal({
    goal: "same, ratio to the full casino's first-load JS",
    target: '≤ 0.2',
    value: ratio,
    unit: '',
    peer,
    ratio,
    met: ratio <= GOAL_RATIO,
    note,
  });
} finally {
  await browser.close();
  await platform.close();
}
