// Renders the site's app icons (host-site/icons/*.svg) to the PNGs the web app manifest, iOS and old browsers need,
// into host-site/public/icons/. Run once after changing an SVG, then commit the PNGs: `node scripts/render-icons.mjs`.
// Chromium (through Playwright) draws the SVG at each size, so the PNGs match what a browser shows of the SVG.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';

const site = join(import.meta.dirname, '..', 'host-site');
const out = join(site, 'public', 'icons');

/** Each PNG: its source SVG, its size in pixels and whether its background stays transparent. */
const ICONS = [
  { file: 'icon-192.png', source: 'app-icon.svg', size: 192, transparent: true },
  { file: 'icon-512.png', source: 'app-icon.svg', size: 512, transparent: true },
  { file: 'icon-maskable-192.png', source: 'app-icon-maskable.svg', size: 192, transparent: false },
  { file: 'icon-maskable-512.png', source: 'app-icon-maskable.svg', size: 512, transparent: false },
  // iOS draws transparency black and rounds the corners itself: the full-bleed icon
  { file: 'apple-touch-icon.png', source: 'app-icon-maskable.svg', size: 180, transparent: false },
  { file: 'favicon-32.png', source: '../public/favicon.svg', size: 32, transparent: true },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    const svg = readFileSync(join(site, 'icons', icon.source), 'utf8');
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${icon.size}px;height:${icon.size}px}</style>${svg}`,
    );
    await page.locator('svg').screenshot({ path: join(out, icon.file), omitBackground: icon.transparent });
    console.log(`${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
