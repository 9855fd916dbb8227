import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** Origin of the platform server that the dev server proxies API, mailbox and CDN calls to. Defaults to http://localhost:8080. */
const platformOrigin = process.env.CASINO_ORIGIN ?? 'http://localhost:8080';

const proxiedPaths = ['/api', '/messages/', '/check-email', '/dev/', '/cdn/'];

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

/** The reference casino site: built into host-site/dist, developed on :5173 against the platform server. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: { outDir: 'dist', emptyOutDir: true },
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
