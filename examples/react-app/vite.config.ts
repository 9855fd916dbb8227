import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** Origin of the platform server that the app's own server proxies the casino API to. Defaults to http://localhost:8080. */
const platformOrigin = process.env.CASINO_ORIGIN ?? 'http://localhost:8080';

const proxyToPlatform: ProxyOptions = {
  target: platformOrigin,
  changeOrigin: true,
  configure: (proxy) => {
    proxy.on('proxyReq', (request) => {
      if (request.getHeader('origin')) request.setHeader('origin', platformOrigin);
    });
  },
};
const proxy = Object.fromEntries(
  ['/api', '/jam/', '/messages/', '/check-email'].map((path) => [path, proxyToPlatform]),
);

/**
 * A React app that uses the packages as an npm user would: no `source` condition, so `@casino/widgets` and
 * `@casino/sdk` resolve to their built `dist/` entries (run `npm run build:libs` first). The casino API is proxied
 * so that the app talks to it as same-origin, the way an operator's own site would.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { port: 8083, strictPort: true, proxy },
  preview: { port: 8083, strictPort: true, proxy },
});
