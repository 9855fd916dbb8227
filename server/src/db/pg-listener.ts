import pg from 'pg';

/** First delay before a lost listening connection is opened again; it doubles per failure. Defaults to 250 ms. */
const REOPEN_DELAY_MS = 250;
/** Longest delay between attempts to open a lost listening connection again. Defaults to 10 s. */
const REOPEN_DELAY_CAP_MS = 10_000;

/**
 * LISTENs on `channel` over a dedicated connection (a pooled one would be handed to other queries). A lost connection
 * is opened again with a doubling delay, then `onGap` runs. Returns the function that stops listening.
 */
export async function listenOnDedicatedClient(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let reopenTimer: NodeJS.Timeout | null = null;
  let failures = 0;

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = null;
    which.end().catch(() => {});
    scheduleReopen();
  }

  async function open(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  }

  function scheduleReopen() {
    if (stopped) return;
    const delay = Math.min(REOPEN_DELAY_CAP_MS, REOPEN_DELAY_MS * 2 ** failures);
    reopenTimer = setTimeout(() => {
      reopenTimer = null;
      open().then(
        () => {
          failures = 0;
          if (!stopped) onGap?.();
        },
        () => {
          failures += 1;
          scheduleReopen();
        },
      );
    }, delay);
  }

  await open();
  return async () => {
    stopped = true;
    if (reopenTimer) clearTimeout(reopenTimer);
    const current = client;
    client = null;
    await current?.end();
  };
}
