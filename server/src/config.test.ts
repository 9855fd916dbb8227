import { DEFAULT_EMBED_ORIGINS, readConfig } from './config';

describe('readConfig', () => {
  it('takes the defaults from an empty environment', () => {
    const config = readConfig({});
    expect(config.embedOrigins).toEqual(DEFAULT_EMBED_ORIGINS);
    expect(config.eeHosts).toEqual([]);
    expect(config.registrationAbTest).toBe(false);
    expect(config.trustCountryHeader).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.devEndpoints).toBe(false);
    expect(config.siteDir).toMatch(/host-site[/\\]dist$/);
    expect(config.cdnDir).toMatch(/widgets[/\\]dist[/\\]cdn$/);
  });

  it('reads lists and flags', () => {
    const config = readConfig({
      EMBED_ORIGINS: 'https://partner.example, https://bet.example:8443',
      EE_HOSTS: 'Casino.ee,ee.localhost:8090',
      REGISTRATION_AB_TEST: 'true',
      TRUST_COUNTRY_HEADER: '1',
      TRUST_PROXY: 'yes',
    });
    expect(config.embedOrigins).toEqual(['https://partner.example', 'https://bet.example:8443']);
    expect(config.eeHosts).toEqual(['casino.ee', 'ee.localhost:8090']);
    expect(config.registrationAbTest).toBe(true);
    expect(config.trustCountryHeader).toBe(true);
    expect(config.trustProxy).toBe(true);
  });

  it('serves the dev endpoints only when DEV_ENDPOINTS is on, and refuses them in production', () => {
    expect(readConfig({ DEV_ENDPOINTS: '1' }).devEndpoints).toBe(true);
    expect(readConfig({ DEV_ENDPOINTS: '0' }).devEndpoints).toBe(false);
    expect(readConfig({ NODE_ENV: 'production' }).devEndpoints).toBe(false);
    expect(() => readConfig({ NODE_ENV: 'production', DEV_ENDPOINTS: '1' })).toThrow(/unset DEV_ENDPOINTS/);
  });

  it('refuses the old ENABLE_DEV_MAILBOX, which would otherwise be ignored without a word', () => {
    expect(() => readConfig({ ENABLE_DEV_MAILBOX: '1' })).toThrow(/set DEV_ENDPOINTS=1/);
  });

  it('refuses an embed origin with a path, so that the exact-match check cannot silently never match', () => {
    expect(() => readConfig({ EMBED_ORIGINS: 'https://partner.example/widgets' })).toThrow(/not an origin/);
  });

  it('takes the games page size from GAMES_PAGE_SIZE (40 by default) and refuses one outside 1–100', () => {
    expect(readConfig({}).gamesPageSize).toBe(40);
    expect(readConfig({ GAMES_PAGE_SIZE: '100' }).gamesPageSize).toBe(100);
    expect(() => readConfig({ GAMES_PAGE_SIZE: '0' })).toThrow(/GAMES_PAGE_SIZE/);
    expect(() => readConfig({ GAMES_PAGE_SIZE: '101' })).toThrow(/GAMES_PAGE_SIZE/);
    expect(() => readConfig({ GAMES_PAGE_SIZE: 'many' })).toThrow(/GAMES_PAGE_SIZE/);
  });

  it('accrues comp points on real rounds unless COMP_POINTS_ACCRUAL is off', () => {
    expect(readConfig({}).compPointsAccrual).toBe(true);
    expect(readConfig({ COMP_POINTS_ACCRUAL: 'on' }).compPointsAccrual).toBe(true);
    expect(readConfig({ COMP_POINTS_ACCRUAL: 'off' }).compPointsAccrual).toBe(false);
    expect(readConfig({ COMP_POINTS_ACCRUAL: '0' }).compPointsAccrual).toBe(false);
  });

  it('takes the per-address limits (5 an hour by default) and refuses a limit below 1', () => {
    expect(readConfig({})).toMatchObject({ registrationsPerAddress: 5, emailRequestsPerAddress: 5 });
    expect(readConfig({ REGISTRATIONS_PER_ADDRESS: '50' }).registrationsPerAddress).toBe(50);
    expect(() => readConfig({ REGISTRATIONS_PER_ADDRESS: '0' })).toThrow(/REGISTRATIONS_PER_ADDRESS/);
    expect(() => readConfig({ EMAIL_REQUESTS_PER_ADDRESS: 'lots' })).toThrow(/EMAIL_REQUESTS_PER_ADDRESS/);
  });

  it('takes the public origins from PUBLIC_ORIGINS, else localhost and 127.0.0.1 at PORT', () => {
    expect(readConfig({}).publicOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
    expect(readConfig({ PORT: '8180' }).publicOrigins).toEqual(['http://localhost:8180', 'http://127.0.0.1:8180']);
    expect(readConfig({ PUBLIC_ORIGINS: 'https://casino.example' }).publicOrigins).toEqual(['https://casino.example']);
    expect(() => readConfig({ PUBLIC_ORIGINS: 'https://casino.example/site' })).toThrow(/PUBLIC_ORIGINS entry/);
    expect(() => readConfig({ PUBLIC_ORIGINS: '' })).toThrow(/PUBLIC_ORIGINS is empty/);
  });
});
