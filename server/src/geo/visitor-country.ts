import { isIP } from 'node:net';
import { DEFAULT_COUNTRY } from '@casino/sdk/rules';
import type { Queryable } from '../db/database';

/** Where a visitor is: the answer of GET /api/current_ip and the input of the 451 checks. */
export interface VisitorCountry {
  ip: string;
  countryCode: string;
  regionCode: string | null;
  defaultCurrency: string;
  restricted: boolean;
}

/** What the country is decided from. */
export interface VisitorClues {
  /** The client address (after `TRUST_PROXY`). */
  ip: string;
  /** `X-Country-Code`, only when `TRUST_COUNTRY_HEADER` is on. */
  countryHeader: string | undefined;
}

/** Drops the IPv4-mapped IPv6 prefix Node reports for IPv4 clients on a dual-stack socket. */
export function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

async function countryExists(db: Queryable, code: string): Promise<boolean> {
  return (await db.query('select 1 from countries where code = $1', [code])).length === 1;
}

/**
 * Decides the visitor's country: the trusted header when it names a known country, else the longest matching
 * range of the IP table, else the default country (CA). The default currency falls back to the platform's.
 */
export async function detectVisitorCountry(db: Queryable, clues: VisitorClues): Promise<VisitorCountry> {
  const ip = normalizeIp(clues.ip);
  let countryCode = DEFAULT_COUNTRY;
  let regionCode: string | null = null;
  const fromHeader = clues.countryHeader?.trim().toUpperCase();
  if (fromHeader && /^[A-Z]{2}$/.test(fromHeader) && (await countryExists(db, fromHeader))) {
    countryCode = fromHeader;
  } else if (isIP(ip)) {
    const [range] = await db.query<{ country_code: string; region_code: string | null }>(
      `select country_code, region_code from ip_country_ranges
       where network >>= $1::inet order by masklen(network) desc limit 1`,
      [ip],
    );
    if (range) {
      countryCode = range.country_code;
      regionCode = range.region_code;
    }
  }
  const [country] = await db.query<{ default_currency: string | null; restricted: boolean }>(
    `select coalesce(c.default_currency, (select code from currencies where is_default)) as default_currency,
       c.restricted
     from countries c where c.code = $1`,
    [countryCode],
  );
  if (!country?.default_currency) throw new Error(`country ${countryCode} or the default currency is not seeded`);
  return { ip, countryCode, regionCode, defaultCurrency: country.default_currency, restricted: country.restricted };
}
