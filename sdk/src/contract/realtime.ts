import * as z from 'zod/mini';
import { Bonus, Freespin, NotificationContent, NotificationType } from './bonuses';
import { LimitPeriod, LimitType } from './limits';
import { LOYALTY_CHANNELS } from './loyalty-channels';
import { PaymentAction, PaymentState } from './payments';
import { AccountList } from './player';

/** Private channels whose data the core parses (CHANNEL_PAYLOADS, core.md §7). */
export const CORE_CHANNELS = [
  'balance',
  'payments_changes',
  'personal_notifications',
  'game_limits',
  'bonuses_changes',
  'freespins_changes',
] as const;
/** A core channel's name without the user suffix. */
export type CoreChannel = (typeof CORE_CHANNELS)[number];

/**
 * Private channels carried today: the core's and the loyalty areas' (loyalty-channels.ts). On the wire each is
 * `{name}#{user}` (api-facts §9, legacy naming).
 */
export const PRIVATE_CHANNELS = [...CORE_CHANNELS, ...LOYALTY_CHANNELS] as const;
/** A private channel's name without the user suffix. */
export const PrivateChannel = z.enum(PRIVATE_CHANNELS);
export type PrivateChannel = z.infer<typeof PrivateChannel>;

/**
 * Public channels (api-facts §9): every connection may subscribe (`casino.realtime.watch`); their events are
 * `broadcast` frames. `public:tournaments` carries leaderboard moves (PUBLIC_CHANNEL_PAYLOADS); the others carry
 * nothing until their producers land.
 */
export const PUBLIC_CHANNELS = ['public:wins', 'public:jackpots_changes', 'public:tournaments'] as const;
export const PublicChannel = z.enum(PUBLIC_CHANNELS);
export type PublicChannel = z.infer<typeof PublicChannel>;

/** The wire name of a player's private channel: `balance#100001`. */
export function privateChannelName(channel: PrivateChannel, user: string): string {
  return `${channel}#${user}`;
}

/** What a channel name on the wire means; null for a name that is no channel of this contract. */
export type ChannelName =
  | { kind: 'private'; channel: PrivateChannel; user: string }
  | { kind: 'public'; channel: PublicChannel };

/** Reads a wire channel name (`balance#100001`, `public:wins`); null when it is neither a known public nor a private channel. */
export function readChannelName(name: string): ChannelName | null {
  const publicName = PublicChannel.safeParse(name);
  if (publicName.success) return { kind: 'public', channel: publicName.data };
  const hash = name.indexOf('#');
  if (hash < 0) return null;
  const channel = PrivateChannel.safeParse(name.slice(0, hash));
  const user = name.slice(hash + 1);
  if (!channel.success || !/^\d{1,18}$/.test(user)) return null;
  return { kind: 'private', channel: channel.data, user };
}

/** `payments_changes` data (api-facts §9); `state` is added so a cashbox can show the new state without a reload. */
export const PaymentChange = z.object({
  id: z.int(),
  amount_cents: z.int(),
  currency: z.string(),
  action: PaymentAction,
  payment_system: z.string(),
  recallable: z.boolean(),
  created_at: z.string(),
  finished_at: z.nullable(z.string()),
  success: z.boolean(),
  state: z.optional(PaymentState),
});
export type PaymentChange = z.infer<typeof PaymentChange>;

/** `personal_notifications` data (api-facts §9 `{id, title, text}`), with the stored notification's other fields. */
export const PersonalNotification = z.object({
  id: z.int(),
  title: z.string(),
  text: z.string(),
  type: z.optional(NotificationType),
  identifier: z.optional(z.nullable(z.string())),
  content: z.optional(NotificationContent),
  created_at: z.optional(z.string()),
});
export type PersonalNotification = z.infer<typeof PersonalNotification>;

/** `game_limits` data: a limit of the player was reached (core.md §5 rule); the widget shows ON_LIMIT_REACHED. */
export const GameLimitReached = z.object({
  limit_id: z.int(),
  type: LimitType,
  period: z.nullable(LimitPeriod),
  currency: z.nullable(z.string()),
  amount_cents: z.nullable(z.int()),
  current_value_amount_cents: z.nullable(z.int()),
});
export type GameLimitReached = z.infer<typeof GameLimitReached>;

/** Data schema of each core channel; `balance` carries the account list as GET /api/player/accounts answers it. */
export const CHANNEL_PAYLOADS = {
  balance: AccountList,
  payments_changes: PaymentChange,
  personal_notifications: PersonalNotification,
  game_limits: GameLimitReached,
  bonuses_changes: Bonus,
  freespins_changes: Freespin,
} as const satisfies Record<CoreChannel, unknown>;

/** Data of a core channel's events. */
export type ChannelPayload<C extends CoreChannel> = z.infer<(typeof CHANNEL_PAYLOADS)[C]>;

const seq = z.int();

/** Client → server: subscribe to 1 to 16 channels (replacing earlier ones); `last_seq` resumes after the last event seen. */
export const SubscribeFrame = z.object({
  type: z.literal('subscribe'),
  channels: z.array(z.string()),
  last_seq: z.optional(z.nullable(seq)),
});
export type SubscribeFrame = z.infer<typeof SubscribeFrame>;

/** Client → server: heartbeat; answered with `pong`. */
export const PingFrame = z.object({ type: z.literal('ping') });
export type PingFrame = z.infer<typeof PingFrame>;

/** Every frame a client may send. */
export const ClientFrame = z.union([SubscribeFrame, PingFrame]);
export type ClientFrame = z.infer<typeof ClientFrame>;

/** Server → client, first frame: the user suffix of the private channels and the player's current sequence number. */
export const WelcomeFrame = z.object({ type: z.literal('welcome'), user: z.string(), seq });
export type WelcomeFrame = z.infer<typeof WelcomeFrame>;

/** Server → client: the subscription is live; events after `seq` follow (missed ones, when resuming, came before). */
export const SubscribedFrame = z.object({ type: z.literal('subscribed'), channels: z.array(z.string()), seq });
export type SubscribedFrame = z.infer<typeof SubscribedFrame>;

/** Server → client: one event. `seq` grows by one per event of the player (all channels); `data` per CHANNEL_PAYLOADS or LOYALTY_CHANNEL_PAYLOADS. */
export const EventFrame = z.object({ type: z.literal('event'), channel: z.string(), seq, data: z.unknown() });
export type EventFrame = z.infer<typeof EventFrame>;

/**
 * Server → client: an event of a public channel, the same for every subscriber. It has no sequence number and does
 * not move the player's `seq`: a missed one is not replayed (the channel's module reloads on reconnect); `data` per
 * PUBLIC_CHANNEL_PAYLOADS.
 */
export const BroadcastFrame = z.object({ type: z.literal('broadcast'), channel: PublicChannel, data: z.unknown() });
export type BroadcastFrame = z.infer<typeof BroadcastFrame>;

/** Server → client: the gap since `last_seq` is beyond retention; reload state. Events after `seq` follow. */
export const ResyncFrame = z.object({ type: z.literal('resync'), seq });
export type ResyncFrame = z.infer<typeof ResyncFrame>;

/** Server → client: answer to `ping`. */
export const PongFrame = z.object({ type: z.literal('pong') });
export type PongFrame = z.infer<typeof PongFrame>;

/** Server → client: a frame was refused; the connection stays usable. */
export const ErrorFrame = z.object({
  type: z.literal('error'),
  code: z.enum(['invalid_frame', 'channel_refused']),
  message: z.string(),
});
export type ErrorFrame = z.infer<typeof ErrorFrame>;

/** Every frame a server may send. */
export const ServerFrame = z.union([
  WelcomeFrame,
  SubscribedFrame,
  EventFrame,
  BroadcastFrame,
  ResyncFrame,
  PongFrame,
  ErrorFrame,
]);
export type ServerFrame = z.infer<typeof ServerFrame>;

/** POST /api/realtime/auth answer: a fresh connection token (Centrifugo style, as in GET /api/player/settings `cent`). */
export const RealtimeToken = z.object({ user: z.string(), timestamp: z.string(), token: z.string() });
export type RealtimeToken = z.infer<typeof RealtimeToken>;

/** Close codes the server uses besides the standard ones. */
export const REALTIME_CLOSE_CODES = {
  /** No frame from the client within the heartbeat timeout. */
  heartbeatTimeout: 4000,
  /** The session behind the connection ended (sign-out, expiry, password reset). */
  sessionEnded: 4001,
} as const;
