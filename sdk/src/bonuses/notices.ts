import { type Notice, NoticeList } from '../contract/bonuses';
import { routePath } from '../contract/routes';
import { CasinoHttpError } from '../errors';
import { createResource, type Resource } from '../resource/resource';
import type { BonusesCasino } from './gifts';

/**
 * The player's notices (core.md §6, GET /api/player/notices: empty for everyone but testers and group 916) as a
 * resource: loaded on first use, cleared at sign-out; a failed load (other than 401) is logged on `request-error`.
 */
export function createNotices(casino: BonusesCasino): Resource<Notice[]> {
  return createResource<Notice[]>({
    load: () =>
      casino.http.get(routePath('notices'), NoticeList).catch((error: unknown) => {
        if (!(error instanceof CasinoHttpError && error.status === 401)) {
          casino.events.emit('request-error', { path: routePath('notices'), error });
        }
        throw error;
      }),
    initial: [],
    events: casino.events,
  });
}
