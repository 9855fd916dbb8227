import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import type { Database } from './db/database';

/** How often the server runs its scheduled jobs. Defaults to 1 second. */
export const SCHEDULED_JOB_INTERVAL_MS = 1000;

/** A scheduled job: does what is due at `now` (advances payments, expires gifts…). */
export type DueJob = (db: Database, now: Date) => Promise<unknown>;

/**
 * Runs `jobs` one after another on an interval while the app is up, one run at a time, with the app's clock; a
 * failing job is logged as `what failed` and the next still runs. Stops and waits for the run on close.
 */
export function registerScheduledJobs(
  app: FastifyInstance,
  ctx: AppContext,
  what: string,
  jobs: readonly DueJob[],
  intervalMs: number = SCHEDULED_JOB_INTERVAL_MS,
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const run = async () => {
    for (const job of jobs) {
      try {
        await job(ctx.db, ctx.clock());
      } catch (error) {
        app.log.error({ err: error }, `${what} failed`);
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
