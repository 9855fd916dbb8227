/** An address range of the seed's small IP-to-country table. */
export interface SeedIpRange {
  network: string;
  countryCode: string;
  regionCode: string | null;
}

/**
 * The server has no geolocation database: loopback and private networks are the default country (CA), and the
 * documentation ranges of RFC 5737 / RFC 3849 stand for a few markets so that each case can be tried by hand.
 * An address outside every range is the default country too.
 */
export const IP_COUNTRY_RANGES: readonly SeedIpRange[] = [
  { network: '127.0.0.0/8', countryCode: 'CA', regionCode: 'ON' },
  { network: '::1/128', countryCode: 'CA', regionCode: 'ON' },
  { network: '10.0.0.0/8', countryCode: 'CA', regionCode: 'ON' },
  { network: '172.16.0.0/12', countryCode: 'CA', regionCode: 'ON' },
  { network: '192.168.0.0/16', countryCode: 'CA', regionCode: 'ON' },
  { network: 'fc00::/7', countryCode: 'CA', regionCode: 'ON' },
  { network: '192.0.2.0/24', countryCode: 'DE', regionCode: 'BE' },
  { network: '198.51.100.0/24', countryCode: 'FR', regionCode: 'IDF' },
  { network: '203.0.113.0/24', countryCode: 'AU', regionCode: 'NSW' },
  { network: '2001:db8::/32', countryCode: 'GB', regionCode: 'ENG' },
];
