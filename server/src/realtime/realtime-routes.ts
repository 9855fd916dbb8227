import { RealtimeToken } from '@casino/sdk/contract';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { sendContract } from '../http/contract';
import { signedInUserId } from '../http/player-session';
import { authenticateUpgrade, type ConnectionAuth } from './connection-auth';
import { connectionToken, REALTIME_AUTH_PATH, REALTIME_PATH, realtimeSecret } from './connection-token';
import { createRealtimeHub, DEFAULT_REALTIME_SETTINGS, type RealtimeSettings } from './hub';
import { PlayerConnection } from './player-connection';

/** Largest frame a client may send; a subscribe with every channel is far below. Defaults to 16 KiB. */
const MAX_CLIENT_FRAME_BYTES = 16 * 1024;

/**
 * GET /ws, the realtime websocket (session cookie or connection token, allowed origins only; protocol in
 * docs/realtime.md), and POST /api/realtime/auth, a fresh connection token for the signed-in player. Registers
 * `@fastify/websocket`, so it runs before the other routes.
 */
export async function registerRealtimeRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  settings: Partial<RealtimeSettings> = {},
): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
  const hub = createRealtimeHub(ctx, { ...DEFAULT_REALTIME_SETTINGS, ...settings }, app.log);
  app.addHook('onReady', () => hub.start());
  app.addHook('onClose', () => hub.stop());

  const upgrades = new WeakMap<FastifyRequest, ConnectionAuth>();
  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        upgrades.set(request, await authenticateUpgrade(request, ctx));
      },
    },
    (socket, request) => {
      const auth = upgrades.get(request);
      if (!auth) {
        socket.close(1011, 'not authenticated');
        return;
      }
      const remove = hub.add(new PlayerConnection(socket, auth, ctx.db, request.log));
      socket.on('close', remove);
    },
  );

  app.post(REALTIME_AUTH_PATH, async (request, reply) => {
    const user = String(signedInUserId(request));
    const timestamp = String(Math.floor(ctx.clock().getTime() / 1000));
    const token = connectionToken(await realtimeSecret(ctx.db), user, timestamp);
    return sendContract(reply, 200, RealtimeToken, { user, timestamp, token });
  });
}
