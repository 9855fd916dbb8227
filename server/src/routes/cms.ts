import { CmsPage } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { loadCmsPage } from '../cms/cms-page';
import { sendContract } from '../http/contract';
import { HttpError } from '../http/http-error';
import { headerValue } from '../http/request-origin';

/**
 * Content pages (docs/loyalty.md, CMS page): GET /api/cms/pages/{slug} in the site's language (`?locale=`, else the
 * `Accept-Language` header), 404 when missing.
 */
export function registerCmsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/cms/pages/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const { locale } = request.query as { locale?: unknown };
    const asked = typeof locale === 'string' && locale !== '' ? locale : headerValue(request, 'accept-language');
    const page = await loadCmsPage(ctx.db, slug, asked);
    if (!page) throw new HttpError(404, { base: [`there is no page ${JSON.stringify(slug)}`] });
    reply.header('Vary', 'Accept-Language');
    return sendContract(reply, 200, CmsPage, page);
  });
}
