import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { type Connect, defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { inlineRoutes } from '../scripts/inline-routes.mjs';
import { prerenderPages } from './prerender-plugin';
import { serviceWorker } from './pwa-plugin';

/** Origin of the platform server that the dev server proxies API, mailbox and CDN calls to. Defaults to http://localhost:8080. */
const platformOrigin = process.env.CASINO_ORIGIN ?? 'http://localhost:8080';

const proxiedPaths = ['/api', '/jam/', '/messages/', '/check-email', '/dev/', '/cdn/'];

/** The dev server stands in for the platform's own origin, so requests reach it as same-origin ones (cookies, CSRF origin check). */
const proxyToPlatform: ProxyOptions = {
  target: platformOrigin,
  changeOrigin: true,
  configure: (proxy) => {
    proxy.on('proxyReq', (request) => {
      if (request.getHeader('origin')) request.setHeader('origin', platformOrigin);
    });
  },
};

/** The slot page of a game, `/slot/{provider}/{slug}`: served from slot.html, as the platform server does. */
const SLOT_PAGE = /^\/slot\/[^/]+\/[^/]+\/?(\?.*)?$/;

/** Lets the dev and preview servers answer `/slot/{provider}/{slug}` with slot.html instead of the site's index.html. */
const slotPage: Plugin = {
  name: 'casino-slot-page',
  configureServer: (server) => rewriteSlotPage(server.middlewares),
  configurePreviewServer: (server) => rewriteSlotPage(server.middlewares),
};

function rewriteSlotPage(middlewares: Connect.Server): void {
  middlewares.use((request, _response, next) => {
    if (request.url && SLOT_PAGE.test(request.url)) request.url = `/slot.html${request.url.replace(/^[^?]*/, '')}`;
    next();
  });
}

/**
 * The reference casino site: built into host-site/dist as two pages — index.html (the site) and slot.html (the game
 * page inside the play page's iframe) — with the public pages prerendered over index.html (prerender-plugin.ts), and
 * developed on :5173 against the platform server.
 */
export default defineConfig({
  root: import.meta.dirname,
  // the SDK's routePath calls written as their paths, as in the library builds (scripts/inline-routes.mjs)
  plugins: [react(), slotPage, prerenderPages(), serviceWorker(), { ...inlineRoutes(), apply: 'build' }],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: { main: resolve(import.meta.dirname, 'index.html'), slot: resolve(import.meta.dirname, 'slot.html') },
      // The first load in few files: every dependency in one chunk, and the site's, widgets' and SDK's modules that
      // three or more chunks share in another, instead of about 50 chunks under 1 KB (each a request, which a phone on
      // a slow network pays in round trips; docs/performance.md, "Host site first load"). The page chunks stay split.
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 2 },
            { name: 'shared', test: /[\\/](sdk|widgets|host-site)[\\/]src[\\/]/, minShareCount: 3, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      ...Object.fromEntries(proxiedPaths.map((path) => [path, proxyToPlatform])),
      // The realtime websocket; upgrade requests carry the platform's origin like every other proxied call.
      '/ws': {
        ...proxyToPlatform,
        ws: true,
        configure: (proxy) => {
          proxy.on('proxyReqWs', (request) => {
            request.setHeader('origin', platformOrigin);
          });
        },
      },
    },
  },
  preview: { port: 4173 },
});
