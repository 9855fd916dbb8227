import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { Database } from '../db/database';
import { expireDueBonuses } from './expire-due-bonuses';

/** How often the server expires due gifts. Defaults to 1 second. */
export const BONUS_EXPIRY_INTERVAL_MS = 1000;

/** A scheduled gift job: does what is due at `now` and returns how many gifts it changed. */
export type GiftExpiryJob = (db: Database, now: Date) => Promise<number>;

/**
 * Runs the gift expiry jobs (defaults to [{@link expireDueBonuses}]) one after another on an interval while the app is
 * up, one run at a time; a failing job is logged and the next still runs. Stops and waits for the run on close.
 */
export function registerBonusExpiry(
  app: FastifyInstance,
  ctx: AppContext,
  jobs: readonly GiftExpiryJob[] = [expireDueBonuses],
  intervalMs: number = BONUS_EXPIRY_INTERVAL_MS,
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const run = async () => {
    for (const job of jobs) {
      try {
        await job(ctx.db, ctx.clock());
      } catch (error) {
        app.log.error({ err: error }, 'expiring due gifts failed');
      }
    }
  };
  const tick = () => {
    if (running) return;
    running = run().finally(() => {
      running = null;
    });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}
