import {
  type Banner,
  FE_CONFIG_DEFAULTS,
  FE_CONFIG_SCHEMAS,
  type FeConfigName,
  type FeConfigValue,
  isFeConfigName,
} from '../contract/fe-config';
import { FixtureDriftError } from './answers';
import { errors, json, type RouteResolvers } from './routes';

/** The configuration the fixture platform answers, by name; a name not given answers {@link FIXTURE_FE_CONFIG}'s. */
export type FixtureFeConfigOptions = { readonly [Name in FeConfigName]?: FeConfigValue<Name> };

/** A lobby banner of the fixture: on for everyone, always live, unless `fields` say otherwise. */
export function fixtureBanner(fields: Partial<Banner> & Pick<Banner, 'id'>): Banner {
  return {
    categories: ['lobby'],
    groups: [],
    title: { text: `Banner ${fields.id}` },
    description: { text: '' },
    variables: {},
    gradient: null,
    labels: [],
    button: null,
    secondButton: null,
    image: `/games/art/fixture/${fields.id}.svg`,
    liveTime: { start: null, end: null },
    size: 'large',
    order: { lobby: 0 },
    audience: 'all',
    currency: 'all',
    domains: [],
    promo: false,
    ...fields,
  };
}

/**
 * The fixture operator's configuration: the contract's defaults, with a betting site on its bet subdomain and its
 * check on, the survey off, two social links, contacts and three lobby banners (one a closable promo for guests).
 */
export const FIXTURE_FE_CONFIG: { readonly [Name in FeConfigName]: FeConfigValue<Name> } = {
  ...FE_CONFIG_DEFAULTS,
  'betting-config': { betting_link: 'https://bet.casino.test', betting_check: true },
  'survey-config': { survey_id: 'S-1', survey_collector_id: 'C-1', is_enable_widget: false },
  'social-links': {
    links: [
      { name: 'Telegram', url: 'https://t.me/casino', icon: null },
      { name: 'X', url: 'https://x.com/casino', icon: null },
    ],
  },
  'contacts-config': { email: 'support@casino.test', phone: '+356 2000 0000', address: null },
  'banners-config': {
    locale: 'en',
    banners: [
      fixtureBanner({ id: 'welcome', title: { text: 'Welcome pack' }, order: { lobby: 1 } }),
      fixtureBanner({ id: 'tournament', title: { text: 'Weekly race' }, order: { lobby: 2 } }),
      fixtureBanner({
        id: 'promo',
        title: { text: 'Sign up today' },
        audience: 'guest',
        promo: true,
        order: { lobby: 3 },
      }),
    ],
  },
};

/** GET /api/fe/config/{name}: the given or fixture value of a name of the store, checked by its schema; 404 else. */
export function createFeConfigRoutes(options: FixtureFeConfigOptions): RouteResolvers {
  return {
    feConfig: async (request) => {
      const name = request.params.name ?? '';
      if (!isFeConfigName(name)) return errors(404, { name: [`There is no configuration ${name}.`] });
      const value: unknown = options[name] ?? FIXTURE_FE_CONFIG[name];
      const checked = await FE_CONFIG_SCHEMAS[name]['~standard'].validate(value);
      if (checked.issues) throw new FixtureDriftError('feConfig', checked.issues);
      return json(200, value);
    },
  };
}
