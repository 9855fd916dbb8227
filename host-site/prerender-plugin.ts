import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type Rolldown } from 'vite';
import type { PrerenderedPage } from './src/prerender/prerenderedPages';
import type { RenderedPage } from './src/prerender/renderPage';
import { metaHtml } from './src/seo/pageMeta';

/** What the SSR entry (src/prerender/renderPage.tsx) exports. */
interface RenderEntry {
  PRERENDERED_PAGES: readonly PrerenderedPage[];
  renderPage(path: string): Promise<RenderedPage>;
}

/** Sources of the strings a prerendered page hydrates with (loadPageStrings), relative to the repository. */
const STRINGS_SOURCES = [
  'sdk/src/i18n/sdk-messages/en.ts',
  'widgets/src/i18n/en.ts',
  'widgets/src/games/i18n/en.ts',
  'host-site/src/i18n/en.ts',
];

/**
 * The site's public origin (`https://casino.example`) for the absolute canonical and Open Graph addresses of the
 * prerendered pages, from SITE_ORIGIN at build time; without it they are root-relative, and the browser writes the
 * absolute ones when the page runs (docs/pwa.md).
 */
const SITE_ORIGIN = (process.env.SITE_ORIGIN ?? '').replace(/\/+$/, '');

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The file a path is served from: `/` → index.html, `/pokies/all` → pokies/all/index.html. */
const fileOf = (path: string) => join(...path.split('/').filter(Boolean).map(decodeURIComponent), 'index.html');

/**
 * Writes the public pages (src/prerender/prerenderedPages.ts) as HTML after the client build: each page's first
 * render inside `#root` (marked `data-prerendered` with its path, for main.tsx to hydrate), the site's CSS and that of
 * the page's own chunks inline instead of a stylesheet that blocks the first paint, its title, description, canonical
 * link and Open Graph tags in the head (src/seo), and module preloads for the chunks and strings the page hydrates
 * with. The build's own index.html, unrendered, is kept as spa.html: the page the server answers for every path that
 * has no file (the client renders those).
 */
export function prerenderPages(): Plugin {
  const root = import.meta.dirname;
  const repo = dirname(root);
  return {
    name: 'casino-prerender-pages',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? join(root, 'dist');
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, 'spa.html'), template);

      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const bySource = new Map(
        chunks
          .filter((chunk) => chunk.facadeModuleId)
          .map((chunk) => [relative(repo, chunk.facadeModuleId ?? ''), chunk]),
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** The chunk of `source` and every chunk it imports statically, by file name. */
      const closure = (source: string, files = new Set<string>()) => {
        const visit = (chunk: Rolldown.OutputChunk | undefined) => {
          if (!chunk || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) visit(byFile.get(file));
        };
        const chunk = bySource.get(source);
        if (!chunk) throw new Error(`prerender: no chunk of ${source} in the build`);
        visit(chunk);
        return files;
      };
      const stylesheet = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/.exec(template);
      if (!stylesheet?.[1]) throw new Error('prerender: the built index.html links no stylesheet');
      const css = readFileSync(join(outDir, stylesheet[1]), 'utf8');

      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
        ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
      });
      try {
        const entry = (await server.ssrLoadModule('/src/prerender/renderPage.tsx')) as RenderEntry;
        for (const page of entry.PRERENDERED_PAGES) {
          const files = closure('host-site/src/app/CasinoSite.tsx');
          closure(`host-site/src/pages/${page.page}.tsx`, files);
          for (const source of STRINGS_SOURCES) if (bySource.has(source)) closure(source, files);
          // The CSS the page's chunks import (the lobby's banners.css…) is inlined with the site's, so the first paint
          // has every rule of the page; its preload lets the chunk's own stylesheet link, which hydration waits for,
          // load from the cache.
          const pageCss = [...files]
            .flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])
            .filter((file) => file !== stylesheet[1]);
          const preloads = [
            ...[...files]
              .filter((file) => !template.includes(`/${file}"`))
              .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
            ...pageCss.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
          ].join('\n    ');
          const inlineCss = [css, ...pageCss.map((file) => readFileSync(join(outDir, file), 'utf8'))].join('\n');
          const rendered = await entry.renderPage(page.path);
          const head = rendered.meta ? metaHtml(rendered.meta, SITE_ORIGIN) : null;
          const html = template
            .replace(stylesheet[0], `<style>${inlineCss}</style>\n    ${preloads}`)
            .replace(/<title>[^<]*<\/title>/, (title) => head ?? title)
            .replace(
              '<div id="root"></div>',
              `<div id="root" data-prerendered="${escapeAttribute(page.path)}">${rendered.html}</div>`,
            );
          const file = join(outDir, fileOf(page.path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, html);
        }
      } finally {
        await server.close();
      }
    },
  };
}
