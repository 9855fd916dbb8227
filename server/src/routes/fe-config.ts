import { BannersConfig, FE_CONFIG_SCHEMAS, isFeConfigName } from '@casino/sdk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { AppContext } from '../app-context';
import { isStoreKey, readConfig, resetConfig, type StoreKey, writeConfig } from '../fe-config/config-store';
import { bannersIn } from '../fe-config/stored-banner';
import { sendContract } from '../http/contract';
import { HttpError } from '../http/http-error';
import { preferredLocale } from '../http/preferred-locale';

/**
 * How long browsers and proxies may keep a configuration: a minute, then a revalidation (an operator's change shows
 * within a minute; every visitor gets the same answer, so shared caches may keep it).
 */
export const FE_CONFIG_CACHE_CONTROL = 'public, max-age=60';

/**
 * GET /api/fe/config/{name} (docs/configuration.md): every configuration of the store, parsed with its contract
 * schema, its default without a row; banners-config in the locale of `Accept-Language` (of the locales table; the
 * default locale otherwise). A name that is not a configuration is 404 `{errors}`. The named configuration calls
 * registered elsewhere (disabled-bonuses, manage-promotion-pages, wheel-config, vip-adventures…) answer before this
 * route.
 */
export function registerFeConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const read = <Key extends StoreKey>(request: FastifyRequest, key: Key) =>
    readConfig(ctx.db, key, (bad, issues) =>
      request.log.warn({ key: bad, issues }, 'fe_config row does not follow its schema: answering the default'),
    );

  app.get<{ Params: { name: string } }>('/api/fe/config/:name', async (request, reply: FastifyReply) => {
    const { name } = request.params;
    if (!isFeConfigName(name)) throw new HttpError(404, { name: [`there is no configuration ${name}`] });
    reply.header('cache-control', FE_CONFIG_CACHE_CONTROL);
    if (name === 'banners-config') {
      const locales = await ctx.db.query<{ code: string; is_default: boolean }>(
        'select code, is_default from locales order by position',
      );
      const fallback = locales.find((row) => row.is_default)?.code ?? 'en';
      const locale = preferredLocale(
        request.headers['accept-language'],
        locales.map((row) => row.code),
        fallback,
      );
      reply.header('vary', 'Accept-Language');
      return sendContract(reply, 200, BannersConfig, bannersIn(await read(request, 'banners'), locale));
    }
    // one schema per name: the value read for `name` is that name's (TypeScript cannot pair the two unions)
    const schema: z.ZodMiniType = FE_CONFIG_SCHEMAS[name];
    return sendContract(reply, 200, schema, await read(request, name));
  });
}

/**
 * PUT /dev/fe-config/{key} (development only, loopback): writes a key of the store (a configuration name, or `banners`
 * with texts per locale), checked by its schema (422 `{errors}`, nothing written); DELETE puts its default back. The
 * store has no admin API (core.md §6: admin roles not shown); operators seed it, and browser tests set it here.
 */
export function registerDevFeConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const keyOf = (name: string): StoreKey => {
    if (!isStoreKey(name)) throw new HttpError(404, { name: [`there is no configuration ${name} in the store`] });
    return name;
  };
  app.put<{ Params: { name: string } }>('/dev/fe-config/:name', async (request, reply) => {
    const value = await writeConfig(ctx.db, keyOf(request.params.name), request.body, ctx.clock());
    return reply.code(200).send(value);
  });
  app.delete<{ Params: { name: string } }>('/dev/fe-config/:name', async (request, reply) => {
    await resetConfig(ctx.db, keyOf(request.params.name));
    return reply.code(204).send();
  });
}
