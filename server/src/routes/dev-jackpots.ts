import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { HttpError } from '../http/http-error';

/**
 * POST /dev/jackpots/:jackpot/levels/:level/drop (docs/jackpots.md, Dev endpoint): the next real bet that contributes
 * to the level (`:jackpot` and `:level` are identifiers) wins it, whatever its hidden drop amount, through the real
 * drop path. Answers 200 `{jackpot_id, level_id}`; 404 `{errors}` for an unknown or inactive jackpot or level.
 */
export function registerDevJackpotRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { jackpot: string; level: string } }>(
    '/dev/jackpots/:jackpot/levels/:level/drop',
    async (request, reply) => {
      const [forced] = await ctx.db.query<{ jackpot_id: number; level_id: number }>(
        `update jackpot_levels l set forced_drop = true from jackpots j
         where j.id = l.jackpot_id and j.identifier = $1 and l.identifier = $2 and j.state = 'active'
           and l.state = 'active'
         returning j.id as jackpot_id, l.id as level_id`,
        [request.params.jackpot, request.params.level],
      );
      if (!forced) {
        throw new HttpError(404, {
          base: [`no active level ${request.params.level} of an active jackpot ${request.params.jackpot}`],
        });
      }
      return reply.code(200).send(forced);
    },
  );
}
