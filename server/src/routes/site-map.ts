import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { ownOrigin } from '../http/request-origin';
import { robotsTxt, siteMapEntries, siteMapXml } from '../seo/site-map';

/** Crawlers may keep both files an hour. */
const CACHE_CONTROL = 'public, max-age=3600';

/** The origin the addresses are written on: the request's when it is a public origin, else the first public origin. */
function siteOrigin(ctx: AppContext, request: FastifyRequest): string {
  const own = ownOrigin(request);
  return ctx.config.publicOrigins.includes(own) ? own : (ctx.config.publicOrigins[0] ?? own);
}

/** GET /robots.txt and GET /sitemap.xml (docs/pwa.md): what crawlers may read, and every public page's address. */
export function registerSiteMapRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('Cache-Control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(siteOrigin(ctx, request))),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .header('Cache-Control', CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(siteMapXml(siteOrigin(ctx, request), await siteMapEntries(ctx.db))),
  );
}
