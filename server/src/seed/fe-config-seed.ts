import type { Queryable } from '../db/database';
import { type StoreKey, type StoreValue, writeConfig } from '../fe-config/config-store';
import type { StoredBanner } from '../fe-config/stored-banner';

const DAY_MS = 86_400_000;

/** A seeded banner: for everyone on the lobby, always live, unless `fields` say otherwise. */
function banner(fields: Partial<StoredBanner> & Pick<StoredBanner, 'id' | 'title' | 'image'>): StoredBanner {
  return {
    categories: ['lobby'],
    groups: [],
    description: { en: '' },
    variables: {},
    gradient: null,
    labels: [],
    button: null,
    secondButton: null,
    liveTime: { start: null, end: null },
    size: 'large',
    order: {},
    audience: 'all',
    currency: 'all',
    domains: [],
    promo: false,
    ...fields,
  };
}

/** The lobby banners: their art is the preview art of seeded games (GET /games/art/{provider}/{slug}.svg). */
async function seededBanners(tx: Queryable, now: Date): Promise<StoredBanner[]> {
  const games = await tx.query<{ identifier: string }>('select identifier from games order by id limit 4');
  const art = (index: number) =>
    `/games/art/${games[index % Math.max(games.length, 1)]?.identifier ?? 'none/none'}.svg`;
  const started = new Date(now.getTime() - DAY_MS).toISOString();
  return [
    banner({
      id: 'welcome-pack',
      title: { en: 'Welcome pack: 100% up to €500', de: 'Willkommenspaket: 100 % bis zu 500 €' },
      description: {
        en: 'On your first deposit, plus 100 free spins.',
        de: 'Auf Ihre erste Einzahlung, plus 100 Freispiele.',
      },
      image: art(0),
      gradient: ['#1d1147', '#3b1f8f', '#6a3de8', '#b388ff'],
      button: {
        name: { en: 'Claim it', de: 'Sichern' },
        url: '/registration',
        type: 'link',
        frontendIdentifier: null,
        attrs: {},
      },
      secondButton: {
        name: { en: 'Terms', de: 'Bedingungen' },
        popup: {
          title: { en: 'Welcome pack terms', de: 'Bedingungen des Willkommenspakets' },
          secondTitle: { en: 'Wager x35', de: 'Umsatz x35' },
          desc: {
            en: 'Minimum deposit €20. Bonus valid 30 days.',
            de: 'Mindesteinzahlung 20 €. Bonus 30 Tage gültig.',
          },
        },
      },
      audience: 'guest',
      order: { lobby: 1 },
    }),
    banner({
      id: 'weekly-race',
      title: { en: 'Weekly race: €10,000 prize pool', de: 'Wochenrennen: 10.000 € Preispool' },
      description: {
        en: 'Spin any pokie to climb the leaderboard.',
        de: 'Drehen Sie einen beliebigen Slot für die Rangliste.',
      },
      image: art(1),
      button: {
        name: { en: 'Join the race', de: 'Mitmachen' },
        url: '/tournaments',
        type: 'link',
        frontendIdentifier: null,
        attrs: {},
      },
      liveTime: { start: started, end: null },
      order: { lobby: 2 },
    }),
    banner({
      id: 'crypto-boost',
      title: { en: 'Crypto boost: 20% extra on BTC deposits', de: 'Krypto-Boost: 20 % extra auf BTC-Einzahlungen' },
      description: {
        en: 'Deposit in bitcoin and get a 20% bonus.',
        de: 'Zahlen Sie in Bitcoin ein und erhalten Sie 20 % Bonus.',
      },
      image: art(2),
      button: {
        name: { en: 'Deposit', de: 'Einzahlen' },
        url: '/deposit',
        type: 'link',
        frontendIdentifier: null,
        attrs: {},
      },
      audience: 'logged',
      currency: 'crypto',
      order: { lobby: 3 },
    }),
    banner({
      id: 'live-cashback',
      title: { en: '10% cashback on live games', de: '10 % Cashback auf Live-Spiele' },
      description: {
        en: 'Every Monday, on last week’s live losses.',
        de: 'Jeden Montag auf die Live-Verluste der Vorwoche.',
      },
      image: art(3),
      button: {
        name: { en: 'Play live', de: 'Live spielen' },
        url: '/live/all',
        type: 'link',
        frontendIdentifier: null,
        attrs: {},
      },
      promo: true,
      order: { lobby: 4 },
    }),
  ];
}

/**
 * The operator's configuration (docs/configuration.md) for keys that have no row yet: a betting site on its bet
 * subdomain with the check on, the survey off, a logo, social links, contacts and four lobby banners. A key an operator
 * has written is left as it is.
 */
export async function seedFeConfig(tx: Queryable, now: Date): Promise<void> {
  const values: { [Key in StoreKey]?: StoreValue<Key> } = {
    'betting-config': { betting_link: 'https://bet.casino.localhost', betting_check: true },
    'survey-config': { survey_id: 'casino-nps', survey_collector_id: 'web-2026', is_enable_widget: false },
    'logo-config': { desktop: '/favicon.svg', mobile: '/favicon.svg', alt: 'Casino', width: 32, height: 32 },
    'social-links': {
      links: [
        { name: 'Telegram', url: 'https://t.me/casino', icon: null },
        { name: 'Instagram', url: 'https://www.instagram.com/casino', icon: null },
        { name: 'X', url: 'https://x.com/casino', icon: null },
      ],
    },
    'contacts-config': { email: 'support@casino.localhost', phone: '+356 2778 0000', address: null },
    'excluded-promo-stags': { stags: ['affiliate-no-promo'] },
    banners: { banners: await seededBanners(tx, now) },
  };
  const [{ keys } = { keys: [] }] = await tx.query<{ keys: string[] }>(
    'select coalesce(array_agg(key), array[]::text[]) as keys from fe_config',
  );
  for (const [key, value] of Object.entries(values) as [StoreKey, unknown][]) {
    if (!keys.includes(key)) await writeConfig(tx, key, value, now);
  }
}
