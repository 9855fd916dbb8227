import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { HttpError } from './http-error';
import { isSlotPage } from './site-paths';

/** Paths that never fall back to the site's index.html. */
const NOT_SITE = /^\/(api|cdn|dev|messages)(\/|$)|^\/check-email$/;

/** A path of plain segments (`/pokies/all`), the only kind a prerendered page has. */
const PLAIN_PATH = /^(\/[\w-]+)+$/;

/**
 * The built page of a page request that has no file of its own: slot.html for the slot page; a page the build
 * prerendered (host-site/prerender-plugin.ts writes `/` as index.html, `/pokies/all` as pokies/all/index.html);
 * else the site's unrendered page, spa.html (index.html of a build that prerenders nothing).
 */
function pageFile(siteDir: string, path: string): string {
  if (isSlotPage(path)) return 'slot.html';
  // @fastify/static answers `/` itself, but not with the index's compressed copy: it comes here then
  if (path === '/') return 'index.html';
  const prerendered = `${path.slice(1)}/index.html`;
  if (PLAIN_PATH.test(path) && existsSync(join(siteDir, prerendered))) return prerendered;
  return existsSync(join(siteDir, 'spa.html')) ? 'spa.html' : 'index.html';
}

/** Cache-Control of a served file: a year, immutable, under `hashedDir` (names that change with the content); else revalidated. */
function cacheControl(root: string, hashedDir: string, file: string): string {
  return relative(root, file).startsWith(`${hashedDir}${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  const accept = request.headers.accept ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') && !NOT_SITE.test(path) && accept.includes('text/html')
  );
}

/**
 * Serves the built host site at `/` (SPA fallback to index.html for page requests, `/embed/*` included, but slot.html
 * for the game page `/slot/{provider}/{slug}`) and the script-tag bundles at `/cdn/` with
 * `Access-Control-Allow-Origin: *`. Hashed files (`assets/`, `cdn/shared/`) are cached for a year, every other file is
 * revalidated; text files go out as the `.br` or `.gz` copy the build wrote next to them (scripts/precompress.mjs)
 * when the client accepts it. A missing build is logged with the command that makes it.
 */
export async function registerStaticSite(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const hasSite = existsSync(config.siteDir);
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: config.siteDir,
      index: 'index.html',
      wildcard: true,
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('Cache-Control', cacheControl(config.siteDir, 'assets', path));
      },
    });
  } else {
    app.log.warn(`host site not built (${config.siteDir} is missing): run \`npm run build:site\``);
  }
  if (existsSync(config.cdnDir)) {
    await app.register(fastifyStatic, {
      root: config.cdnDir,
      prefix: '/cdn/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('Access-Control-Allow-Origin', '*');
        res.header('Cache-Control', cacheControl(config.cdnDir, 'shared', path));
      },
    });
  } else {
    app.log.warn(`script-tag bundles not built (${config.cdnDir} is missing): run \`npm run build:libs\``);
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (wantsPage(request)) {
      if (!hasSite) throw new HttpError(404, { base: ['The site is not built: run `npm run build:site`'] });
      const path = request.url.split('?')[0] ?? '/';
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile(pageFile(config.siteDir, path));
    }
    throw new HttpError(404, { base: [`Nothing at ${request.method} ${request.url.split('?')[0]}`] });
  });
}
