import type {
  DisableTwoFactorRequest,
  EnableTwoFactorRequest,
  GroupsRequest,
  ProfilePatch,
  ProfilePatchRequest,
  Subscriptions,
  SubscriptionsUpdate,
  TwoFactorSecret,
} from '../contract/player';
import { routePath } from '../contract/routes';
import { coreAnswer } from '../core-answer';
import type { CasinoEmitter } from '../events';
import type { HttpClient } from '../http/client';

/** Profile edits, subscriptions, two-factor and groups of the signed-in player. Every call throws on failure. */
export interface PlayerModule {
  /** Updates profile fields (PATCH /api/player), then reloads the profile. */
  update(patch: ProfilePatch): Promise<void>;
  /** Reads the promo subscriptions. */
  subscriptions(): Promise<Subscriptions>;
  /** Changes promo subscriptions; resolves to the stored ones. */
  updateSubscriptions(update: SubscriptionsUpdate): Promise<Subscriptions>;
  /** Two-factor authentication (TOTP). */
  twoFactor: {
    /** A new secret and its QR code to enable with; null (204) when two-factor is already on. */
    get(): Promise<TwoFactorSecret | null>;
    /** Turns two-factor on with the secret and a current code, then reloads the profile. */
    enable(secret: string, code: string): Promise<void>;
    /** Turns two-factor off with a current code, then reloads the profile. */
    disable(code: string): Promise<void>;
  };
  /** Adds the player to groups (POST /api/player/groups); logs (`request-error`) and rethrows a failure. */
  addGroups(ids: (string | number)[]): Promise<void>;
}

/** What the player module needs from the casino. */
export interface PlayerDependencies {
  http: HttpClient;
  events: CasinoEmitter;
  /** Reloads the profile after a change. */
  reloadProfile: () => Promise<void>;
}

/** Creates the player module. */
export function createPlayer(deps: PlayerDependencies): PlayerModule {
  const { http } = deps;
  return {
    async update(patch) {
      await http.patch(
        routePath('updateProfile'),
        { user: patch } satisfies ProfilePatchRequest,
        coreAnswer('UnreadBody'),
      );
      await deps.reloadProfile();
    },
    subscriptions: () => http.get(routePath('subscriptions'), coreAnswer('Subscriptions')),
    updateSubscriptions: (update) => http.put(routePath('updateSubscriptions'), update, coreAnswer('Subscriptions')),
    twoFactor: {
      get: () => http.get(routePath('twoFactor'), coreAnswer('TwoFactorAnswer')),
      async enable(secret, code) {
        const body = { two_factor: { otp_secret: secret, authentication_code: code } } satisfies EnableTwoFactorRequest;
        await http.post(routePath('enableTwoFactor'), body, coreAnswer('UnreadBody'));
        await deps.reloadProfile();
      },
      async disable(code) {
        const body = { two_factor: { authentication_code: code } } satisfies DisableTwoFactorRequest;
        await http.delete(routePath('disableTwoFactor'), coreAnswer('UnreadBody'), { body });
        await deps.reloadProfile();
      },
    },
    async addGroups(ids) {
      const body = { groups: { add: ids } } satisfies GroupsRequest;
      const path = routePath('addGroups');
      await http.post(path, body, coreAnswer('UnreadBody')).catch((error: unknown) => {
        deps.events.emit('request-error', { path, error });
        throw error;
      });
    },
  };
}
