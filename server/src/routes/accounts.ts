import { AccountList, SERVER_MESSAGES, SelectAccountRequest } from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { findCurrency } from '../currencies/find-currency';
import { parseInput, sendContract } from '../http/contract';
import { invalid } from '../http/http-error';
import { signedInUserId } from '../http/player-session';
import { listAccounts, selectAccount } from '../players/accounts';

/**
 * GET /api/player/accounts lists the player's wallets (active first); POST /api/player/accounts `{currency}` opens
 * the wallet of that currency when missing, makes it the only active one and answers the new list.
 */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/player/accounts', async (request, reply) =>
    sendContract(reply, 200, AccountList, await listAccounts(ctx.db, signedInUserId(request))),
  );

  app.post('/api/player/accounts', async (request, reply) => {
    const userId = signedInUserId(request);
    const { currency } = parseInput(SelectAccountRequest, request.body);
    if (!(await findCurrency(ctx.db, currency))) throw invalid('currency', SERVER_MESSAGES.not_in_list);
    const now = ctx.clock();
    const accounts = await ctx.db.transaction(async (tx) => {
      await selectAccount(tx, userId, currency, now);
      return listAccounts(tx, userId);
    });
    return sendContract(reply, 200, AccountList, accounts);
  });
}
