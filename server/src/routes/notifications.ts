import { NoticeList, StoredNotificationList } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { sendContract } from '../http/contract';
import { signedInUserId } from '../http/player-session';
import { listNotices } from '../notifications/list-notices';
import { listNotifications } from '../notifications/list-notifications';

/** The player's notifications of the last 2 hours (the bell) and the notices testers and group 916 see. */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/player/notifications', async (request, reply) => {
    const userId = signedInUserId(request);
    return sendContract(reply, 200, StoredNotificationList, await listNotifications(ctx.db, userId, ctx.clock()));
  });

  app.get('/api/player/notices', async (request, reply) => {
    const userId = signedInUserId(request);
    return sendContract(reply, 200, NoticeList, await listNotices(ctx.db, userId));
  });
}
