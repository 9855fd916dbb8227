import type { LicenseName } from '@casino/sdk/contract';
import { GROUP, LEVEL } from './groups';

/** Password of every demo player. */
export const DEMO_PASSWORD = 'Password123';

/** TOTP secret of the two-factor demo player (base32); tests and people compute its codes from it. */
export const DEMO_TOTP_SECRET = 'SKR5JXQUPVHOVIIVYO6QWT2J5PEOODVT';

/**
 * A wallet of a demo player; the first one listed is the active one. Its cash is posted from a house account; its
 * bonus money becomes a bonus being wagered (requirement `totalWageringCents`, `wageredCents` wagered already).
 */
export interface DemoWallet {
  currency: string;
  cashCents: number;
  bonusCents: number;
  totalWageringCents: number;
  wageredCents: number;
}

/** A demo player of the seed. */
export interface DemoPlayer {
  email: string;
  firstName: string;
  lastName: string;
  nickname: string;
  dateOfBirth: string;
  gender: 'm' | 'f';
  country: string;
  city: string;
  address: string;
  postalCode: string;
  mobilePhone: string;
  language: string;
  licenseName: LicenseName;
  level: number;
  groups: readonly number[];
  wallets: readonly [DemoWallet, ...DemoWallet[]];
  /** Gets the seed's VIP manager. */
  managed?: boolean;
  /** Two-factor sign-in on, with this secret. */
  totpSecret?: string;
}

/** The VIP manager of the seed. */
export const DEMO_MANAGER = {
  name: 'Daniel Brooks',
  email: 'daniel.brooks@casino.test',
  avatarUrl: null,
  workingHours: 'Mon–Fri 09:00–18:00 GMT',
  whatsappUrl: 'https://wa.me/447700900123',
  telegramUrl: 'https://t.me/aurora_vip_daniel',
} as const;

function cash(currency: string, amountCents: number): DemoWallet {
  return { currency, cashCents: amountCents, bonusCents: 0, totalWageringCents: 0, wageredCents: 0 };
}

function withBonus(
  currency: string,
  cashCents: number,
  bonusCents: number,
  wagerMultiplier: number,
  wageredCents: number,
) {
  return {
    currency,
    cashCents,
    bonusCents,
    totalWageringCents: bonusCents * wagerMultiplier,
    wageredCents,
  } satisfies DemoWallet;
}

/** The demo players documented in server/README.md. */
export const DEMO_PLAYERS: readonly DemoPlayer[] = [
  {
    email: 'eur@casino.test',
    firstName: 'Lena',
    lastName: 'Fischer',
    nickname: 'lenafish',
    dateOfBirth: '1990-04-12',
    gender: 'f',
    country: 'DE',
    city: 'Hamburg',
    address: 'Lange Reihe 27',
    postalCode: '20099',
    mobilePhone: '+49 151 23456789',
    language: 'de',
    licenseName: 'CW',
    level: LEVEL.silver,
    groups: [],
    wallets: [withBonus('EUR', 100000, 25000, 35, 262500), cash('BTC', 250000)],
  },
  {
    email: 'usd@casino.test',
    firstName: 'Michael',
    lastName: 'Johnson',
    nickname: 'mikej',
    dateOfBirth: '1985-09-03',
    gender: 'm',
    country: 'US',
    city: 'Austin',
    address: '1100 Congress Ave',
    postalCode: '78701',
    mobilePhone: '+1 512 555 0142',
    language: 'en',
    licenseName: 'CW',
    level: LEVEL.risingStar,
    groups: [],
    wallets: [cash('USD', 50000)],
  },
  {
    email: 'cad@casino.test',
    firstName: 'Olivia',
    lastName: 'Tremblay',
    nickname: 'oliviat',
    dateOfBirth: '1993-01-22',
    gender: 'f',
    country: 'CA',
    city: 'Montréal',
    address: '1250 Rue Sainte-Catherine O',
    postalCode: 'H3G 1P1',
    mobilePhone: '+1 514 555 0198',
    language: 'fr-CA',
    licenseName: 'CW',
    level: LEVEL.bronze,
    groups: [],
    wallets: [cash('CAD', 78050)],
  },
  {
    email: 'aud@casino.test',
    firstName: 'Jack',
    lastName: 'Wilson',
    nickname: 'jackw',
    dateOfBirth: '1988-11-30',
    gender: 'm',
    country: 'AU',
    city: 'Sydney',
    address: '45 George St',
    postalCode: '2000',
    mobilePhone: '+61 412 345 678',
    language: 'en-AU',
    licenseName: 'CW',
    level: LEVEL.bronze,
    groups: [],
    wallets: [withBonus('AUD', 32000, 10000, 40, 80000)],
  },
  {
    email: 'nzd@casino.test',
    firstName: 'Aroha',
    lastName: 'Ngata',
    nickname: 'aroha',
    dateOfBirth: '1995-06-08',
    gender: 'f',
    country: 'NZ',
    city: 'Wellington',
    address: '12 Cuba St',
    postalCode: '6011',
    mobilePhone: '+64 21 123 4567',
    language: 'en-NZ',
    licenseName: 'CW',
    level: LEVEL.bronze,
    groups: [],
    wallets: [cash('NZD', 41075)],
  },
  {
    email: 'gbp@casino.test',
    firstName: 'Oliver',
    lastName: 'Bennett',
    nickname: 'olib',
    dateOfBirth: '1982-02-14',
    gender: 'm',
    country: 'GB',
    city: 'Manchester',
    address: '8 Deansgate',
    postalCode: 'M3 1AZ',
    mobilePhone: '+44 7700 900456',
    language: 'en',
    licenseName: 'CW',
    level: LEVEL.gold,
    groups: [GROUP.highRoller],
    wallets: [cash('GBP', 26000)],
  },
  {
    email: 'brl@casino.test',
    firstName: 'Lucas',
    lastName: 'Oliveira',
    nickname: 'lucaso',
    dateOfBirth: '1991-07-19',
    gender: 'm',
    country: 'BR',
    city: 'São Paulo',
    address: 'Avenida Paulista 1578',
    postalCode: '01310-200',
    mobilePhone: '+55 11 91234 5678',
    language: 'en',
    licenseName: 'CW',
    level: LEVEL.bronze,
    groups: [],
    wallets: [cash('BRL', 150000)],
  },
  {
    email: 'nok@casino.test',
    firstName: 'Ingrid',
    lastName: 'Hansen',
    nickname: 'ingridh',
    dateOfBirth: '1987-12-01',
    gender: 'f',
    country: 'NO',
    city: 'Bergen',
    address: 'Bryggen 15',
    postalCode: '5003',
    mobilePhone: '+47 912 34 567',
    language: 'no',
    licenseName: 'CW',
    level: LEVEL.silver,
    groups: [],
    wallets: [cash('NOK', 420000)],
  },
  {
    email: 'btc@casino.test',
    firstName: 'Mikko',
    lastName: 'Virtanen',
    nickname: 'mikkov',
    dateOfBirth: '1989-03-27',
    gender: 'm',
    country: 'FI',
    city: 'Helsinki',
    address: 'Mannerheimintie 10',
    postalCode: '00100',
    mobilePhone: '+358 40 123 4567',
    language: 'en',
    licenseName: 'CW',
    level: LEVEL.platinum,
    groups: [],
    wallets: [cash('BTC', 1500000), cash('ETH', 250000000), cash('USDT', 125000000)],
  },
  {
    email: 'tester@casino.test',
    firstName: 'Anna',
    lastName: 'Kask',
    nickname: 'annakask',
    dateOfBirth: '1994-05-05',
    gender: 'f',
    country: 'EE',
    city: 'Tallinn',
    address: 'Narva mnt 7',
    postalCode: '10117',
    mobilePhone: '+372 5123 4567',
    language: 'en',
    licenseName: 'CW',
    level: LEVEL.gold,
    groups: [GROUP.tester, GROUP.notices],
    wallets: [cash('EUR', 1000000), cash('USD', 1000000)],
  },
  {
    email: 'vip@casino.test',
    firstName: 'Victoria',
    lastName: 'Sterling',
    nickname: 'vsterling',
    dateOfBirth: '1979-10-17',
    gender: 'f',
    country: 'GB',
    city: 'London',
    address: '21 Mayfair Pl',
    postalCode: 'W1J 8AJ',
    mobilePhone: '+44 7700 900789',
    language: 'en',
    licenseName: 'CW',
    level: LEVEL.diamond,
    groups: [GROUP.liveChat, GROUP.vipClub],
    wallets: [withBonus('GBP', 2500000, 50000, 30, 1200000), cash('EUR', 300000)],
    managed: true,
  },
  {
    email: 'multi@casino.test',
    firstName: 'Pavel',
    lastName: 'Novák',
    nickname: 'pavelnov',
    dateOfBirth: '1992-08-24',
    gender: 'm',
    country: 'CZ',
    city: 'Prague',
    address: 'Václavské náměstí 19',
    postalCode: '110 00',
    mobilePhone: '+420 601 123 456',
    language: 'en',
    licenseName: 'CW',
    level: LEVEL.bronze,
    groups: [GROUP.multiAccount],
    wallets: [cash('EUR', 9000), cash('USD', 4000)],
  },
  {
    email: 'restricted@casino.test',
    firstName: 'Camille',
    lastName: 'Martin',
    nickname: 'camille',
    dateOfBirth: '1990-10-10',
    gender: 'f',
    country: 'FR',
    city: 'Lyon',
    address: '5 Place Bellecour',
    postalCode: '69002',
    mobilePhone: '+33 6 12 34 56 78',
    language: 'en',
    licenseName: 'CW',
    level: LEVEL.bronze,
    groups: [],
    wallets: [cash('EUR', 15000)],
  },
  {
    email: 'twofactor@casino.test',
    firstName: 'Emma',
    lastName: 'Clarke',
    nickname: 'emmac',
    dateOfBirth: '1986-04-29',
    gender: 'f',
    country: 'IE',
    city: 'Dublin',
    address: '14 Grafton St',
    postalCode: 'D02 VF65',
    mobilePhone: '+353 87 123 4567',
    language: 'en',
    licenseName: 'CW',
    level: LEVEL.silver,
    groups: [],
    wallets: [cash('EUR', 30000)],
    totpSecret: DEMO_TOTP_SECRET,
  },
  {
    email: 'ee@casino.test',
    firstName: 'Karl',
    lastName: 'Tamm',
    nickname: 'karltamm',
    dateOfBirth: '1984-01-15',
    gender: 'm',
    country: 'EE',
    city: 'Tartu',
    address: 'Rüütli 4',
    postalCode: '51007',
    mobilePhone: '+372 5234 5678',
    language: 'et',
    licenseName: 'EE',
    level: LEVEL.bronze,
    groups: [],
    wallets: [cash('EUR', 20000)],
  },
];
