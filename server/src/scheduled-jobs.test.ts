import Fastify from 'fastify';
import type { AppContext } from './app-context';
import { expireDueBonuses } from './bonuses/expire-due-bonuses';
import { readConfig } from './config';
import { registerScheduledJobs } from './scheduled-jobs';
import { createTestClock } from './testing/test-app';
import { openTestDatabase } from './testing/test-database';

describe('scheduled jobs', () => {
  it('runs every job on its interval with the clock, goes on after a failing one, and stops on close', async () => {
    const db = await openTestDatabase();
    const ctx: AppContext = { db, config: readConfig({}), clock: createTestClock() };
    const app = Fastify();
    const seen: Date[] = [];
    let failures = 0;
    registerScheduledJobs(
      app,
      ctx,
      'expiring due gifts',
      [
        async () => {
          failures++;
          throw new Error('a job that fails');
        },
        async (jobDb, now) => {
          seen.push(now);
          return expireDueBonuses(jobDb, now);
        },
      ],
      10,
    );
    await app.ready();
    await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(2));
    expect(failures).toBeGreaterThanOrEqual(2);
    expect(seen[0]).toEqual(ctx.clock());
    await app.close();
    const after = seen.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.length).toBe(after);
    await db.close();
  });
});
