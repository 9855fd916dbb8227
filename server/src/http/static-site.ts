import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { HttpError } from './http-error';
import { isSlotPage } from './site-paths';

/** Paths that never fall back to the site's index.html. */
const NOT_SITE = /^\/(api|cdn|dev|messages)(\/|$)|^\/check-email$/;

/** The built page of a page request: slot.html for the slot page, index.html (the SPA) for every other. */
function pageFile(path: string): string {
  return isSlotPage(path) ? 'slot.html' : 'index.html';
}

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  const accept = request.headers.accept ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') && !NOT_SITE.test(path) && accept.includes('text/html')
  );
}

/**
 * Serves the built host site at `/` (hashed assets cached for a year, pages revalidated, SPA fallback to
 * index.html for page requests, `/embed/*` included, but slot.html for the game page `/slot/{provider}/{slug}`) and
 * the script-tag bundles at `/cdn/` with `Access-Control-Allow-Origin: *`. A missing build is logged with the command that makes it.
 */
export async function registerStaticSite(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const hasSite = existsSync(config.siteDir);
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: config.siteDir,
      index: 'index.html',
      wildcard: true,
      setHeaders: (res, path) => {
        res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
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
      setHeaders: (res) => {
        res.header('Access-Control-Allow-Origin', '*');
        res.header('Cache-Control', 'public, max-age=300');
      },
    });
  } else {
    app.log.warn(`script-tag bundles not built (${config.cdnDir} is missing): run \`npm run build:libs\``);
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (wantsPage(request)) {
      if (!hasSite) throw new HttpError(404, { base: ['The site is not built: run `npm run build:site`'] });
      const path = request.url.split('?')[0] ?? '/';
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile(pageFile(path));
    }
    throw new HttpError(404, { base: [`Nothing at ${request.method} ${request.url.split('?')[0]}`] });
  });
}
