import {
  CountryList,
  CurrencyList,
  CurrentIp,
  LocaleList,
  PlayerFields,
  Project,
  StatusList,
} from '@casino/sdk/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../app-context';
import { hostLicence } from '../geo/host-licence';
import { sendContract } from '../http/contract';
import { visitorCountry } from '../http/visitor';
import { loadPlayerFields } from '../players/player-fields';

/** Reference data changes rarely: browsers may keep it this many seconds. */
const REFERENCE_MAX_AGE = 300;

function cacheable(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', `public, max-age=${REFERENCE_MAX_AGE}`);
}

/** GET /api/info/{currencies,countries,locales,statuses,player_fields,project} and GET /api/current_ip. */
export function registerInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/info/currencies', async (_request, reply) => {
    const rows = await ctx.db.query<{
      code: string;
      symbol: string;
      subunits_to_unit: number;
      fiat: boolean;
      is_default: boolean;
    }>('select code, symbol, subunits_to_unit, fiat, is_default from currencies order by position');
    return sendContract(
      cacheable(reply),
      200,
      CurrencyList,
      rows.map((row) => ({
        code: row.code,
        symbol: row.symbol,
        subunits_to_unit: row.subunits_to_unit,
        fiat: row.fiat,
        default: row.is_default,
        subcurrencies: [],
      })),
    );
  });

  app.get('/api/info/countries', async (_request, reply) => {
    const rows = await ctx.db.query<{
      name: string;
      code: string;
      default_currency: string | null;
      restricted: boolean;
    }>('select name, code, default_currency, restricted from countries order by name');
    return sendContract(cacheable(reply), 200, CountryList, rows);
  });

  app.get('/api/info/locales', async (_request, reply) => {
    const rows = await ctx.db.query<{ code: string; name: string; name_in_locale: string; is_default: boolean }>(
      'select code, name, name_in_locale, is_default from locales order by position',
    );
    return sendContract(
      cacheable(reply),
      200,
      LocaleList,
      rows.map((row) => ({
        code: row.code,
        name: row.name,
        name_in_locale: row.name_in_locale,
        default: row.is_default,
      })),
    );
  });

  app.get('/api/info/statuses', async (_request, reply) => {
    const rows = await ctx.db.query<{
      id: string;
      name: string;
      group_id: number;
      writable: boolean;
      min: number;
      max: number | null;
      gift_descriptions: string[];
    }>(
      `select l.id, l.name, l.group_id, s.writable, l.persistent_comp_points_min as min,
         l.persistent_comp_points_max as max, l.gift_descriptions
       from comp_point_levels l join statuses s on s.group_id = l.group_id order by l.position`,
    );
    return sendContract(
      cacheable(reply),
      200,
      StatusList,
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        group_id: row.group_id,
        status: true,
        writable: row.writable,
        conditions: [{ persistent_comp_points: { type: 'range', exclude_end: true, min: row.min, max: row.max } }],
        gift_descriptions: row.gift_descriptions,
      })),
    );
  });

  app.get('/api/info/player_fields', async (_request, reply) =>
    sendContract(cacheable(reply), 200, PlayerFields, await loadPlayerFields(ctx.db)),
  );

  app.get('/api/info/project', async (request, reply) => {
    const { config } = ctx;
    return sendContract(reply, 200, Project, {
      apps: { sportsbook: false, casino: true },
      sns_config: { enable: false, base_url: null, flow: null },
      license: hostLicence(config, request),
      license_hosts: config.eeHosts,
      player_two_factor_auth: true,
      available_currency_exchange: false,
      available_referral_system: false,
      supported_payment_api_versions: [],
      hooyu_integration: false,
      country_flags: null,
      livespins: { enabled: false },
      authentication_key: '',
      registration_ab_test: config.registrationAbTest,
      embed_origins: config.embedOrigins,
      games_page_size: config.gamesPageSize,
    });
  });

  app.get('/api/current_ip', async (request, reply) => {
    const visitor = await visitorCountry(ctx, request);
    return sendContract(reply.header('Cache-Control', 'no-store'), 200, CurrentIp, {
      ip: visitor.ip,
      country_code: visitor.countryCode,
      region_code: visitor.regionCode,
      default_currency: visitor.defaultCurrency,
      restricted: visitor.restricted,
    });
  });
}
