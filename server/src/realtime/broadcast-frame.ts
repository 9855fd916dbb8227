import { PUBLIC_CHANNEL_PAYLOADS, type PublicChannel, ServerFrame } from '@casino/sdk/contract';
import type { ZodMiniType } from 'zod/mini';
import type { Queryable } from '../db/database';
import { ContractBreach } from '../http/contract';
import type { PublicEventNotice } from './publish';

/**
 * The `broadcast` frame of a public event, as the text every subscribed socket is sent: the data comes from the
 * notice, or from `realtime_public_events` when it was too big for it, and is checked against the channel's contract
 * (PUBLIC_CHANNEL_PAYLOADS), as the frame against the server frame schema ({@link ContractBreach} when either fails).
 */
export async function broadcastFrameText(db: Queryable, notice: PublicEventNotice): Promise<string> {
  let data = notice.data;
  if (notice.id !== null) {
    const [row] = await db.query<{ data: unknown }>('select data from realtime_public_events where id = $1', [
      notice.id,
    ]);
    if (!row) throw new Error(`public event ${notice.id} is no longer kept`);
    data = row.data;
  }
  const schema = (PUBLIC_CHANNEL_PAYLOADS as Partial<Record<PublicChannel, ZodMiniType>>)[notice.channel];
  if (!schema) throw new Error(`${notice.channel} has no data contract: nothing may be published on it`);
  const checked = schema.safeParse(data);
  if (!checked.success) throw new ContractBreach(checked.error.issues);
  const frame = ServerFrame.safeParse({ type: 'broadcast', channel: notice.channel, data: checked.data });
  if (!frame.success) throw new ContractBreach(frame.error.issues);
  return JSON.stringify(frame.data);
}
