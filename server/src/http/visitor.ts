import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { detectVisitorCountry, type VisitorCountry } from '../geo/visitor-country';
import { headerValue } from './request-origin';

/** Where the visitor of this request is (the `X-Country-Code` header counts only with `TRUST_COUNTRY_HEADER`). */
export function visitorCountry(ctx: AppContext, request: FastifyRequest): Promise<VisitorCountry> {
  return detectVisitorCountry(ctx.db, {
    ip: request.ip,
    countryHeader: ctx.config.trustCountryHeader ? headerValue(request, 'x-country-code') : undefined,
  });
}
