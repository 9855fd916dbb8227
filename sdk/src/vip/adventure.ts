import { routePath } from '../contract/routes';
import { AdventureAnswer, type AdventureCalendar, AdventureClaimAnswer } from '../contract/vip';
import { CasinoHttpError } from '../errors';
import { createResource, type Resource } from '../resource/resource';
import type { AdventureClaimRefusal } from '../rules/adventure';
import type { VipCasino } from './vip-progress';

/** The adventure calendar (loyalty.md §3–§4): the running adventure with the player's progress, and claiming a prize. */
export interface AdventureModule {
  /**
   * GET /api/fe/config/vip-adventures, parsed with the contract: the running (or last finished) adventure, null when
   * none; guests get its days without progress. Loaded again at sign-in, sign-out and `realtime:resync`.
   */
  readonly calendar: Resource<AdventureCalendar | null>;
  /**
   * Claims the prize of a completed day (or `superb`, the super prize): POST /api/player/vip-adventures/{day}/claim,
   * then shows the calendar the answer carries and reloads the player's gifts, where the prize is. A refusal (422:
   * {@link adventureClaimRefusalOf}) reloads the calendar and is thrown.
   */
  claim(day: number | 'superb'): Promise<AdventureClaimAnswer>;
}

const REFUSALS: readonly string[] = ['already_claimed', 'not_completed', 'finished'] satisfies AdventureClaimRefusal[];

/** Why the platform refused a claim (its 422 code), or null for any other failure. */
export function adventureClaimRefusalOf(error: unknown): AdventureClaimRefusal | null {
  if (!(error instanceof CasinoHttpError) || error.status !== 422) return null;
  const code = error.fields?.day?.[0];
  return code !== undefined && REFUSALS.includes(code) ? (code as AdventureClaimRefusal) : null;
}

/** Creates the adventure calendar of a casino; nothing loads until a widget asks. */
export function createAdventure(casino: VipCasino): AdventureModule {
  const { http, events } = casino;
  const calendar = createResource<AdventureCalendar | null>({
    load: () => http.get(routePath('vipAdventures'), AdventureAnswer),
    initial: null,
    events,
    reloadOn: ['login', 'logout', 'realtime:resync'],
    clearOnSignOut: false,
  });
  return {
    calendar,
    async claim(day) {
      let answer: AdventureClaimAnswer;
      try {
        answer = await http.post(routePath('claimAdventureDay', { day: String(day) }), undefined, AdventureClaimAnswer);
      } catch (error) {
        if (adventureClaimRefusalOf(error)) void calendar.reload();
        throw error;
      }
      calendar.set(answer.calendar);
      const { bonusesOf } = await import('../bonuses/bonuses-of');
      void bonusesOf(casino).gifts.load();
      return answer;
    },
  };
}
