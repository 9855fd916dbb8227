import type { TournamentInput } from '../tournaments/create-tournament';
import { LOOTBOX_GAMES } from './lootbox-configs';

const DAY = 86_400_000;

/** A regular tournament player of the seed: not a demo player (nobody signs in as him), he fills the boards. */
export interface TournamentRegular {
  email: string;
  firstName: string;
  lastName: string;
  /** Null: boards show the masked local part of the e-mail. */
  nickname: string | null;
  country: string;
  currency: string;
  /** Line bet of his rounds, minor units of `currency`. */
  lineBetCents: number;
  /** Rounds he played in the finished tournament and since the running one started. */
  finishedRounds: number;
  runningRounds: number;
}

/** Players whose real rounds, played at past times by the seed, put them on the seeded boards. */
export const TOURNAMENT_REGULARS: readonly TournamentRegular[] = [
  regular('mara.keller', 'Mara', 'Keller', 'LuckyMara', 'DE', 'EUR', 50, 9, 12),
  regular('marco.rossi', 'Marco', 'Rossi', null, 'IT', 'EUR', 25, 7, 10),
  regular('oliver.hughes', 'Oliver', 'Hughes', 'SpinWizard', 'GB', 'GBP', 40, 8, 7),
  regular('ava.thompson', 'Ava', 'Thompson', null, 'US', 'USD', 30, 6, 9),
  regular('noah.martin', 'Noah', 'Martin', 'RocketNoah', 'CA', 'CAD', 60, 5, 6),
  regular('sofia.lindqvist', 'Sofia', 'Lindqvist', null, 'NO', 'NOK', 250, 4, 8),
  regular('lucas.silva', 'Lucas', 'Silva', 'ReelKing', 'BR', 'BRL', 100, 6, 5),
  regular('emma.novak', 'Emma', 'Novak', 'StarDust', 'DE', 'EUR', 10, 10, 11),
];

function regular(
  name: string,
  firstName: string,
  lastName: string,
  nickname: string | null,
  country: string,
  currency: string,
  lineBetCents: number,
  finishedRounds: number,
  runningRounds: number,
): TournamentRegular {
  const email = `${name}@regulars.casino.test`;
  return { email, firstName, lastName, nickname, country, currency, lineBetCents, finishedRounds, runningRounds };
}

/** Wallet currencies whose rounds score in the seeded tournaments (the regulars' and the demo players' fiat ones). */
const FIAT = ['EUR', 'USD', 'GBP', 'CAD', 'AUD', 'NZD', 'NOK', 'BRL'];

/** The seeded tournaments and quests relative to the seed's time (`now`), by role. */
export function demoTournaments(now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const base = { currency: 'EUR', currencies: FIAT } as const;
  const finished: TournamentInput = {
    ...base,
    frontendIdentifier: 'midnight-multiplier-masters',
    title: 'Midnight Multiplier Masters',
    description:
      '<p>One spin decides it: your best win as a multiple of its bet ranks you. Every real-money round of at least ' +
      '€0.20 in any slot counts.</p><p>The top five shared €1,500 in cash, free spins and a bonus.</p>',
    strategy: 'rate',
    startAt: at(-10),
    endAt: at(-3),
    minBetCents: 20,
    prizes: [
      { awardPlace: 1, moneyAwardCents: 80_000 },
      { awardPlace: 2, moneyAwardCents: 40_000 },
      {
        awardPlace: 3,
        moneyAwardCents: 20_000,
        freespinsCount: 50,
        freespinsGame: LOOTBOX_GAMES.goldenRocket.identifier,
        freespinsBetCents: 20,
      },
      { awardPlace: 4, freespinsCount: 100, freespinsGame: LOOTBOX_GAMES.luckyRush.identifier, freespinsBetCents: 10 },
      { awardPlace: 5, bonusAmountCents: 10_000, wagerMultiplier: 30 },
    ],
  };
  const running: TournamentInput = {
    ...base,
    frontendIdentifier: 'weekly-spin-marathon',
    title: 'Weekly Spin Marathon',
    description:
      '<p>Bet to climb: the sum of your real-money bets in every slot ranks you, and whoever gets there first stays ' +
      'ahead on a tie.</p><p>€2,500 in cash plus free spins and a bonus for the top ten.</p>',
    strategy: 'bet',
    startAt: at(-3),
    endAt: at(4),
    prizes: [
      { awardPlace: 1, moneyAwardCents: 100_000 },
      { awardPlace: 2, moneyAwardCents: 60_000 },
      { awardPlace: 3, moneyAwardCents: 40_000 },
      { awardPlace: 4, moneyAwardCents: 25_000 },
      { awardPlace: 5, moneyAwardCents: 15_000 },
      { awardPlace: 6, moneyAwardCents: 10_000 },
      {
        awardPlace: 7,
        freespinsCount: 100,
        freespinsGame: LOOTBOX_GAMES.royalFiesta.identifier,
        freespinsBetCents: 20,
      },
      { awardPlace: 8, freespinsCount: 75, freespinsGame: LOOTBOX_GAMES.royalFiesta.identifier, freespinsBetCents: 20 },
      { awardPlace: 9, freespinsCount: 50, freespinsGame: LOOTBOX_GAMES.royalFiesta.identifier, freespinsBetCents: 20 },
      { awardPlace: 10, bonusAmountCents: 5_000, wagerMultiplier: 30 },
    ],
  };
  const future: TournamentInput = {
    ...base,
    frontendIdentifier: 'golden-rocket-race',
    title: 'Golden Rocket Race',
    description:
      '<p>Win the most on Golden Rocket: the sum of your wins ranks you. Join before you play; rounds of €0.50 or ' +
      'more count.</p><p>€3,000 for the top three and free spins for places four to six.</p>',
    strategy: 'win',
    startAt: at(2),
    endAt: at(9),
    minBetCents: 50,
    games: [LOOTBOX_GAMES.goldenRocket.identifier],
    userConfirmationRequired: true,
    prizes: [
      { awardPlace: 1, moneyAwardCents: 150_000 },
      { awardPlace: 2, moneyAwardCents: 100_000 },
      { awardPlace: 3, moneyAwardCents: 50_000 },
      {
        awardPlace: 4,
        freespinsCount: 150,
        freespinsGame: LOOTBOX_GAMES.goldenRocket.identifier,
        freespinsBetCents: 20,
      },
      {
        awardPlace: 5,
        freespinsCount: 100,
        freespinsGame: LOOTBOX_GAMES.goldenRocket.identifier,
        freespinsBetCents: 20,
      },
      {
        awardPlace: 6,
        freespinsCount: 50,
        freespinsGame: LOOTBOX_GAMES.goldenRocket.identifier,
        freespinsBetCents: 20,
      },
    ],
  };
  const quest = (identifier: string, title: string, description: string): TournamentInput => ({
    ...base,
    frontendIdentifier: identifier,
    title,
    description,
    strategy: 'bet',
    startAt: at(-7),
    endAt: at(21),
    prizes: [
      { awardPlace: 1, moneyAwardCents: 25_000 },
      { awardPlace: 2, bonusAmountCents: 10_000, wagerMultiplier: 30 },
      { awardPlace: 3, freespinsCount: 50, freespinsGame: LOOTBOX_GAMES.luckyRush.identifier, freespinsBetCents: 20 },
    ],
  });
  const quests: TournamentInput[] = [
    quest(
      'quest-xs-autumn-warmup',
      'Autumn Warm-up',
      '<p>Six levels to a warm start: every real-money bet moves you along the path, from €150 to €15,000.</p>',
    ),
    quest(
      'quest-m-grand-voyage',
      'The Grand Voyage',
      '<p>Twenty-five levels for the long haul, from €500 in bets to €2,000,000. Each level you reach stays reached.</p>',
    ),
    quest(
      'ffc-quest-s-path-check',
      'Path check (test)',
      '<p>A quest for the test team: shown only while the test-quests flag is on.</p>',
    ),
  ];
  return { finished, running, future, quests };
}
