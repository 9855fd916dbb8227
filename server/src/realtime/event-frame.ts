import { privateChannelName, ServerFrame } from '@casino/sdk/contract';
import { ContractBreach } from '../http/contract';
import { PRIVATE_CHANNEL_PAYLOADS } from './channel-payloads';
import type { LoggedEvent } from './event-log';

/** A player's event as the `event` frame a subscribed socket receives: checked and serialised. */
export interface EventFrame {
  seq: number;
  /** The wire name of the private channel (`balance:42`). */
  channel: string;
  /** The frame's JSON text, sent as is. */
  text: string;
}

/**
 * The `event` frame of `event` on the private channel of `user`: the data is checked against the channel's contract
 * and the frame against the server frame schema ({@link ContractBreach} when either fails), then serialised.
 */
export function eventFrame(user: string, event: LoggedEvent): EventFrame {
  const channel = privateChannelName(event.channel, user);
  const data = PRIVATE_CHANNEL_PAYLOADS[event.channel].safeParse(event.data);
  if (!data.success) throw new ContractBreach(data.error.issues);
  const frame = ServerFrame.safeParse({ type: 'event', channel, seq: event.seq, data: data.data });
  if (!frame.success) throw new ContractBreach(frame.error.issues);
  return { seq: event.seq, channel, text: JSON.stringify(frame.data) };
}

/**
 * {@link eventFrame} made at most once, when a socket first asks for it: the hub hands one to every socket of the
 * player, so an event is checked and serialised once per event, not once per socket. Every call throws the same
 * {@link ContractBreach} when the event breaks the contract.
 */
export function sharedEventFrame(user: string, event: LoggedEvent): () => EventFrame {
  let made: { frame: EventFrame } | { error: unknown } | undefined;
  return () => {
    if (made === undefined) {
      try {
        made = { frame: eventFrame(user, event) };
      } catch (error) {
        made = { error };
      }
    }
    if ('error' in made) throw made.error;
    return made.frame;
  };
}
