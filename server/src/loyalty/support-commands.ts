import type { Database } from '../db/database';
import { cancelLootbox } from './lootboxes/cancel-lootbox';
import {
  closeSpecialRewardRequest,
  openSpecialRewardRequests,
  type RequestClosing,
} from './rocket-mart/special-reward-requests';

/** How to call the loyalty support commands (`npm run loyalty-support -w server -- …`). */
export const SUPPORT_USAGE = `usage: npm run loyalty-support -w server -- <command>
  requests               the open special reward requests, oldest first
  fulfil-request <id>    mark a special reward request fulfilled: the reward was given
  cancel-request <id>    cancel a special reward request: its points go back to the player
  cancel-lootbox <id>    cancel an issued loot box or wheel spin: a bought one's points go back`;

/** A command line that is not one of {@link SUPPORT_USAGE}'s. */
export class SupportUsageError extends Error {
  constructor(problem: string) {
    super(`${problem}\n${SUPPORT_USAGE}`);
    this.name = 'SupportUsageError';
  }
}

function idArgument(args: readonly string[]): number {
  const id = Number(args[1]);
  if (args.length !== 2 || !Number.isSafeInteger(id) || id < 1) {
    throw new SupportUsageError(`${args[0]} takes one id, not ${JSON.stringify(args.slice(1).join(' '))}`);
  }
  return id;
}

async function closeRequest(db: Database, id: number, closing: RequestClosing, now: Date): Promise<string> {
  const request = await db.transaction((tx) => closeSpecialRewardRequest(tx, id, closing, now));
  const refund = closing === 'canceled' ? `, ${request.points} points given back` : '';
  return `request ${request.id} (${request.title}) ${request.status}${refund}`;
}

/**
 * Runs one loyalty support command (docs/loyalty.md: special rewards, stages): lists the open special reward requests,
 * fulfils or cancels one, or cancels an issued loot box, each in its own transaction. Answers what it did as text;
 * throws {@link SupportUsageError} for a command line it does not know, and the operation's error when it refuses.
 */
export async function runSupportCommand(db: Database, args: readonly string[], now: Date): Promise<string> {
  switch (args[0]) {
    case 'requests': {
      const open = await openSpecialRewardRequests(db);
      if (open.length === 0) return 'no open special reward requests';
      return open
        .map((r) => `${r.id}\tplayer ${r.user_id}\t${r.title}\t${r.points} points\tsince ${r.created_at}`)
        .join('\n');
    }
    case 'fulfil-request':
      return closeRequest(db, idArgument(args), 'fulfilled', now);
    case 'cancel-request':
      return closeRequest(db, idArgument(args), 'canceled', now);
    case 'cancel-lootbox': {
      const id = idArgument(args);
      const { lootbox, refundedPoints } = await db.transaction((tx) => cancelLootbox(tx, id, now));
      return `loot box ${lootbox.id} (${lootbox.title}) canceled, ${refundedPoints} points given back`;
    }
    default:
      throw new SupportUsageError(args[0] === undefined ? 'no command' : `unknown command ${args[0]}`);
  }
}
