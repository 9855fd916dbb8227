import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { HttpError } from '../http/http-error';
import { isLoopbackClient } from '../http/loopback-client';
import { registerDevCryptoRoutes } from './crypto-deposits';
import { registerDevAdventureRoutes } from './dev-adventures';
import { registerDevJackpotRoutes } from './dev-jackpots';
import { registerDevLotteryRoutes } from './dev-lotteries';
import { registerDevMailboxRoutes } from './dev-mailbox';
import { registerDevTournamentRoutes } from './dev-tournaments';
import { registerDevFeConfigRoutes } from './fe-config';

/**
 * The development endpoints (the mailbox, the simulated crypto chain, tournaments and lotteries ending soon, a forced
 * jackpot drop), served only to clients on this machine: they show any player's emails and credit deposits without a
 * session. A request from elsewhere is refused with 403 before anything is read or written.
 */
export async function registerDevEndpoints(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!isLoopbackClient(request)) {
        throw new HttpError(403, {
          base: ['the dev endpoints answer only requests from this machine (loopback), not through a proxy'],
        });
      }
    });
    registerDevMailboxRoutes(scope, ctx);
    registerDevCryptoRoutes(scope, ctx);
    registerDevTournamentRoutes(scope, ctx);
    registerDevLotteryRoutes(scope, ctx);
    registerDevAdventureRoutes(scope, ctx);
    registerDevJackpotRoutes(scope, ctx);
    registerDevFeConfigRoutes(scope, ctx);
  });
}
