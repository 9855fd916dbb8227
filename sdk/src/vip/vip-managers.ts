import { computed, type ReadonlySignal } from '@preact/signals-core';
import { routePath } from '../contract/routes';
import { type VipManager, VipManagerList, type VipManagersRequest, type VipStatusProgress } from '../contract/vip';
import { createResource, type Resource } from '../resource/resource';
import { VIP_STATUS_GROUPS } from '../rules/vip';
import { vipStatusShown } from '../rules/vip-cards';
import type { VipCasino } from './vip-progress';

/** The VIP managers of the signed-in player's groups (api-facts §8). */
export interface VipManagersModule {
  /** POST /api/fe/config/managers with the player's groups, parsed with the contract; `[]` for guests. */
  readonly list: Resource<readonly VipManager[]>;
  /**
   * The player's manager: the one of his VIP status's group (the progress's status); null at regular, while the
   * progress is unknown and when that group has none. (Every player is in group 257 from his comp level, so the groups
   * alone do not say his VIP status: docs/vip.md.)
   */
  readonly mine: ReadonlySignal<VipManager | null>;
}

/** The player's group ids: the session user's groups and the profile's numeric statuses. */
function playerGroups(casino: VipCasino): number[] {
  const { sessionUser, profile } = casino.state;
  const statuses = (profile.peek()?.statuses ?? []).map((status) => Number(status.id)).filter(Number.isInteger);
  return [...new Set([...(sessionUser.peek()?.groups ?? []), ...statuses])];
}

/** Creates the managers module of a casino over its VIP `progress`; nothing loads until a widget asks; loaded again at sign-in and sign-out. */
export function createVipManagers(
  casino: VipCasino,
  progress: ReadonlySignal<VipStatusProgress | null>,
): VipManagersModule {
  const { http, events, state } = casino;
  const list = createResource<readonly VipManager[]>({
    load: async () => {
      if (state.loginState.peek() !== 'logged') return [];
      const body = { userGroups: playerGroups(casino) } satisfies VipManagersRequest;
      return http.post(routePath('vipManagers'), body, VipManagerList);
    },
    initial: [],
    events,
    reloadOn: ['login', 'logout', 'profile', 'realtime:resync'],
  });
  return {
    list,
    mine: computed(() => {
      const known = progress.value;
      const status = known ? vipStatusShown(known) : 'regular';
      if (status === 'regular') return null;
      return list.data.value.find((manager) => manager.group === VIP_STATUS_GROUPS[status]) ?? null;
    }),
  };
}
