import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { processDuePayments } from './processing';

/** How often the server advances due payments. Defaults to 1 second. */
export const PROCESSING_INTERVAL_MS = 1000;

/** Runs processDuePayments on an interval while the app is up (one run at a time); stops and waits for it on close. */
export function registerPaymentProcessing(
  app: FastifyInstance,
  ctx: AppContext,
  intervalMs: number = PROCESSING_INTERVAL_MS,
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = processDuePayments(ctx.db, ctx.clock())
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'processing due payments failed'))
      .finally(() => {
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
