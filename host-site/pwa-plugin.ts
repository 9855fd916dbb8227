import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import de from './src/i18n/de';
import en from './src/i18n/en';
import et from './src/i18n/et';
import fr from './src/i18n/fr';
import italian from './src/i18n/it';
import no from './src/i18n/no';
import { offlinePageHtml } from './src/pwa/offlinePage';

/** The files of `public/` the service worker precaches: the offline page's script, the manifest and the icons. */
const PUBLIC_PRECACHE = [
  '/offline.js',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/favicon-32.png',
  '/icons/icon-192.png',
  '/icons/apple-touch-icon.png',
];

/** The build files a page of the site loads first: every `/assets/` script, preload and stylesheet it names. */
export function firstLoadFiles(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? ''))];
}

/**
 * Writes the PWA's build files after the site build: dist/offline.html (src/pwa/offlinePage.ts, in every site
 * language) and dist/sw.js, src/pwa/serviceWorker.ts bundled on its own with the precache list — the offline page,
 * the public files above and the first load's hashed JS and CSS (read from the built index.html and spa.html, so the
 * list is always the build's) — and the version, a hash of those files' contents, written in. Runs in closeBundle,
 * after the prerender plugin has written the pages.
 */
export function serviceWorker(): Plugin {
  let outDir = '';
  const root = import.meta.dirname;
  return {
    name: 'casino-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      writeFileSync(join(outDir, 'offline.html'), offlinePageHtml({ en, de, fr, no, it: italian, et }));
      const pages = ['index.html', 'spa.html']
        .map((file) => join(outDir, file))
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file, 'utf8'));
      const precache = ['/offline.html', ...PUBLIC_PRECACHE, ...new Set(pages.flatMap(firstLoadFiles))];
      const version = createHash('sha256');
      for (const url of precache) version.update(url).update(readFileSync(join(outDir, url.slice(1))));

      const output = await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __SW_VERSION__: JSON.stringify(version.digest('hex').slice(0, 16)),
          __SW_PRECACHE__: JSON.stringify(precache),
        },
        build: {
          write: false,
          minify: true,
          lib: { entry: join(root, 'src/pwa/serviceWorker.ts'), formats: ['iife'], name: 'casinoServiceWorker' },
        },
      });
      const chunk = (Array.isArray(output) ? output : [output])
        .flatMap((result) => ('output' in result ? result.output : []))
        .find((item) => item.type === 'chunk');
      if (chunk?.type !== 'chunk') throw new Error('service worker: the build wrote no script');
      writeFileSync(join(outDir, 'sw.js'), chunk.code);
    },
  };
}
