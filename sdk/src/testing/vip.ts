import type { AdventureCalendar, AdventureDay, AdventurePrize, VipManager, VipStatusProgress } from '../contract';
import {
  adventureActiveUntil,
  adventureClaimRefusal,
  adventureDayDate,
  adventureDayProgress,
  adventureIsoDate,
  isAdventureDayToday,
} from '../rules/adventure';
import { VIP_STATUS_GROUPS } from '../rules/vip';
import { errors, forPlayer, json, type RouteResolvers, type Session } from './routes';

/** The VIP progress, managers and adventure of the fixture platform at start. Every field has a default. */
export interface FixtureVipOptions {
  /** The signed-in player's VIP progress. Defaults to {@link fixtureVipProgress}. */
  progress?: VipStatusProgress;
  /** The managers of the VIP groups. Defaults to {@link fixtureVipManagers}. */
  managers?: readonly VipManager[];
  /** The adventure with the signed-in player's progress; null for none. Defaults to {@link fixtureAdventure} of the platform's start. */
  adventure?: AdventureCalendar | null;
  /** The clock the default adventure is set from, in ms. Defaults to `Date.now()` when the platform is made. */
  now?: number;
}

const DAY_MS = 86_400_000;

/**
 * A VIP progress of the fixture: Lucky holds bronze (his profile's status 257) and is on his way to silver with €4,200
 * deposited and €31,500 bet this quarter, unless `fields` say otherwise.
 */
export function fixtureVipProgress(fields: Partial<VipStatusProgress> = {}): VipStatusProgress {
  return {
    userId: 1,
    currency: 'EUR',
    currentStatus: 'bronze',
    activeStatus: 'bronze',
    nextStatus: 'silver',
    depositAmountCents: 420_000,
    depositThresholdCents: 1_200_000,
    betSumCents: 3_150_000,
    betSumThresholdCents: 12_000_000,
    overallProgress: 30,
    ...fields,
  };
}

/** A VIP manager of the fixture: Anna for bronze, every weekday 09:00–18:00 in Tallinn, unless `fields` say otherwise. */
export function fixtureVipManager(fields: Partial<VipManager> = {}): VipManager {
  return {
    group: VIP_STATUS_GROUPS.bronze,
    name: 'Anna Tamm',
    avatar_url: '/images/managers/anna.svg',
    hours: { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00', time_zone: 'Europe/Tallinn' },
    contacts: [
      { kind: 'email', label: 'anna@casino.test', href: 'mailto:anna@casino.test' },
      { kind: 'telegram', label: '@anna_vip', href: 'https://t.me/anna_vip' },
    ],
    ...fields,
  };
}

/** The fixture's managers: Anna for bronze and silver, Marco for gold and diamond (every day, around the clock). */
export function fixtureVipManagers(): VipManager[] {
  const marco = {
    name: 'Marco Rossi',
    avatar_url: '/images/managers/marco.svg',
    hours: { days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '23:59', time_zone: 'UTC' },
    contacts: [{ kind: 'phone' as const, label: '+372 5555 0100', href: 'tel:+37255550100' }],
  };
  return [
    fixtureVipManager(),
    fixtureVipManager({ group: VIP_STATUS_GROUPS.silver }),
    fixtureVipManager({ group: VIP_STATUS_GROUPS.gold, ...marco }),
    fixtureVipManager({ group: VIP_STATUS_GROUPS.diamond, ...marco }),
  ];
}

/** An adventure prize of the fixture: a €10 bonus to wager 30 times, unless `fields` say otherwise. */
export function fixtureAdventurePrize(fields: Partial<AdventurePrize> = {}): AdventurePrize {
  return {
    type: 'bonus',
    title: '€10 bonus',
    amount_cents: 1_000,
    wager_multiplier: 30,
    freespins_count: null,
    game: null,
    bet_cents: null,
    ...fields,
  };
}

/** The deposits and bets the fixture's player made in each day's window, by day. */
const PLAYED: Readonly<Record<number, { depositCents: number; wagerCents: number }>> = {
  1: { depositCents: 2_000, wagerCents: 5_000 },
  2: { depositCents: 5_000, wagerCents: 12_000 },
  3: { depositCents: 2_500, wagerCents: 1_500 },
};

/**
 * The fixture's adventure "Aquanova odyssey" of seven days, started two UTC days before `now`: each day asks a €20
 * deposit and €50 of bets within one day (free spins on days 2, 4 and 6); Lucky completed days 1 and 2 and claimed
 * day 1, and today (day 3) he has deposited but not bet enough. With `player` false, the days without progress.
 */
export function fixtureAdventure(now = Date.now(), player = true): AdventureCalendar {
  const startDate = adventureIsoDate(now - 2 * DAY_MS);
  const days: AdventureDay[] = Array.from({ length: 7 }, (_, index) => {
    const day = index + 1;
    const date = adventureDayDate(startDate, day);
    const condition = { minDep: 2_000, wager: 5_000, periodActivationDays: 1 };
    const sums = (player ? PLAYED[day] : undefined) ?? { depositCents: 0, wagerCents: 0 };
    const progress = adventureDayProgress(condition, sums);
    return {
      day,
      date,
      ...progress,
      today: isAdventureDayToday(date, condition.periodActivationDays, now),
      activeUntil: adventureActiveUntil(date, condition.periodActivationDays),
      ...sums,
      claimedAt: player && day === 1 ? new Date(now - DAY_MS).toISOString() : null,
      prize:
        day % 2 === 0
          ? fixtureAdventurePrize({
              type: 'fs',
              title: `${day * 10} free spins`,
              amount_cents: null,
              wager_multiplier: null,
              freespins_count: day * 10,
              game: 'Sweet Bonanza',
              bet_cents: 20,
            })
          : fixtureAdventurePrize({ title: `€${day * 5} bonus`, amount_cents: day * 500 }),
      condition,
    };
  });
  return {
    id: 1,
    title: 'Aquanova odyssey',
    currency: 'EUR',
    days,
    superPrize: {
      prize: fixtureAdventurePrize({ title: '€100 bonus', amount_cents: 10_000, wager_multiplier: 20 }),
      claimedAt: null,
    },
  };
}

/**
 * Internal: the VIP routes of the fixture platform, like the reference server. The progress and the adventure's
 * progress are the signed-in player's; managers answer those of the asked groups; a claim is refused with the 422 code
 * of `adventureClaimRefusal`, else marks the prize claimed and answers a new gift id with the calendar.
 */
export function createVipRoutes(options: FixtureVipOptions, session: Session): RouteResolvers {
  const now = options.now ?? Date.now();
  const progress = options.progress ?? fixtureVipProgress();
  const managers = options.managers ?? fixtureVipManagers();
  let adventure = options.adventure === undefined ? fixtureAdventure(now) : options.adventure;
  const guestAdventure = options.adventure === undefined ? fixtureAdventure(now, false) : options.adventure;
  let giftId = 9_000;

  return {
    vipStatusProgress: forPlayer(session, () => json(200, progress)),
    vipManagers: forPlayer(session, ({ body }) => {
      const asked = (body as { userGroups?: unknown } | undefined)?.userGroups;
      const groups = Array.isArray(asked) ? asked : [];
      return json(
        200,
        managers.filter((manager) => groups.includes(manager.group)),
      );
    }),
    vipAdventures: () => json(200, session() ? adventure : guestAdventure),
    claimAdventureDay: forPlayer(session, ({ params }) => {
      if (!adventure) return errors(404, { day: ['has no adventure'] });
      const day = params.day === 'superb' ? 'superb' : Number(params.day);
      const refusal = adventureClaimRefusal(adventure, day, Date.now());
      if (refusal) return errors(422, { day: [refusal] });
      const claimedAt = new Date().toISOString();
      const prize =
        day === 'superb' ? adventure.superPrize.prize : adventure.days.find((each) => each.day === day)?.prize;
      adventure =
        day === 'superb'
          ? { ...adventure, superPrize: { ...adventure.superPrize, claimedAt } }
          : { ...adventure, days: adventure.days.map((each) => (each.day === day ? { ...each, claimedAt } : each)) };
      giftId += 1;
      return json(200, {
        gift: { type: prize?.type === 'fs' ? 'freespins' : 'bonus', id: giftId },
        calendar: adventure,
      });
    }),
  };
}
