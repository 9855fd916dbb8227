import { CmsFileList, CmsPage, CmsPageList, CmsQuery, CmsSnippetList, type CmsVariant } from '@casino/sdk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { listCmsFiles, listCmsPages, listCmsSnippets, loadCmsPage } from '../cms/cms-page';
import { hostLicence } from '../geo/host-licence';
import { parseInput, sendContract } from '../http/contract';
import { HttpError } from '../http/http-error';
import { headerValue } from '../http/request-origin';
import { visitorCountry } from '../http/visitor';

/** The locale asked for: `?l=` (validated), else the `Accept-Language` header. */
function askedLocale(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const { l } = parseInput(CmsQuery, request.query);
  reply.header('Vary', 'Accept-Language');
  return l ?? headerValue(request, 'accept-language');
}

/**
 * The page variants a visitor reads, best first (core.md §1): `EE` under the EE licence (the signed-in player's
 * licence, else the host's), `AU` for a visitor in Australia (by geolocation, or a signed-in player's country).
 */
async function visitorVariants(ctx: AppContext, request: FastifyRequest): Promise<CmsVariant[]> {
  let licence = hostLicence(ctx.config, request);
  let playerCountry: string | null = null;
  const userId = request.playerSession?.userId;
  if (userId !== null && userId !== undefined) {
    const [player] = await ctx.db.query<{ license_name: 'CW' | 'EE'; country: string | null }>(
      'select license_name, country from users where id = $1',
      [userId],
    );
    if (player) {
      licence = player.license_name;
      playerCountry = player.country;
    }
  }
  const country = playerCountry ?? (await visitorCountry(ctx, request)).countryCode;
  return [...(licence === 'EE' ? (['EE'] as const) : []), ...(country === 'AU' ? (['AU'] as const) : [])];
}

/**
 * The CMS (core.md §3, §7; docs/cms.md): GET /api/cms/pages (the pages list), /api/cms/pages/{slug or id} (a page in
 * the visitor's licence variant; 404 `{errors}` when missing), /api/cms/snippets and /api/cms/files, each in the
 * locale of `?l=` (else `Accept-Language`) with English as the fallback. HTML is sanitised again on the way out.
 */
export function registerCmsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/cms/pages', async (request, reply) => {
    const asked = askedLocale(request, reply);
    return sendContract(reply, 200, CmsPageList, await listCmsPages(ctx.db, asked));
  });

  app.get('/api/cms/pages/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const asked = askedLocale(request, reply);
    const page = await loadCmsPage(ctx.db, slug, asked, await visitorVariants(ctx, request));
    if (!page) throw new HttpError(404, { slug: [`there is no page ${JSON.stringify(slug)}`] });
    reply.header('Vary', 'Accept-Language, Cookie');
    return sendContract(reply, 200, CmsPage, page);
  });

  app.get('/api/cms/snippets', async (request, reply) => {
    const asked = askedLocale(request, reply);
    return sendContract(reply, 200, CmsSnippetList, await listCmsSnippets(ctx.db, asked));
  });

  app.get('/api/cms/files', async (request, reply) => {
    const asked = askedLocale(request, reply);
    return sendContract(reply, 200, CmsFileList, await listCmsFiles(ctx.db, asked));
  });
}
