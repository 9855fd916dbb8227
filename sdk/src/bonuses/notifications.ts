import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import {
  type Bonus,
  type Freespin,
  type NotificationType,
  type StoredNotification,
  StoredNotificationList,
} from '../contract/bonuses';
import type { PersonalNotification } from '../contract/realtime';
import { routePath } from '../contract/routes';
import { bellBadge, isNotificationExpired, NOTIFICATION_LIFETIME_MS } from '../rules/notifications';
import { onSignIn } from '../session/on-sign-in';
import type { BonusesCasino } from './gifts';

/** A notification as the bell shows it. */
export interface Notification {
  /** `n:{id}` for stored ones, else the identifier (`bonus:12`). */
  key: string;
  type: NotificationType;
  title: string;
  /** A message key the widgets translate when they know it (`bonus_issued`, `freespins_issued`, `deposit_bonus_not_applied`), else shown as is. */
  text: string;
  /** The subject, e.g. `bonus:12`; null when there is none. */
  identifier: string | null;
  button: { title: string; path: string } | null;
  /** When it was created, ms since the epoch. */
  createdAt: number;
  seen: boolean;
}

/** The bell: the player's notifications of the last 2 hours. */
export interface NotificationsModule {
  /** Newest first; each lives 2 hours (core.md §4, §9) and is pruned by a timer. */
  readonly items: ReadonlySignal<readonly Notification[]>;
  /** Unseen count. */
  readonly count: ReadonlySignal<number>;
  /** What the bell's badge says: `''` when 0, `'1'`…`'9'`, `'9+'` above 9 (core.md §4). */
  readonly badge: ReadonlySignal<string>;
  /** True when there is no notification (the bell shows its off icon). */
  readonly empty: ReadonlySignal<boolean>;
  /** Loads the stored ones (GET /api/player/notifications); runs by itself at sign-in. A failure is logged (`request-error`). */
  load(): Promise<void>;
  /** Marks every notification seen; call it when the list opens. */
  markSeen(): void;
  /** Removes one notification. */
  dismiss(key: string): void;
}

/** Options of {@link createNotifications}. */
export interface NotificationsOptions {
  /** Clock in ms. Defaults to `Date.now`. */
  now?: () => number;
}

const storedKey = (id: number) => `n:${id}`;

/** A stored or pushed personal notification as the bell shows it. */
function fromStored(stored: StoredNotification | PersonalNotification, now: number): Notification {
  return {
    key: storedKey(stored.id),
    type: stored.type ?? 'personal',
    title: stored.title,
    text: stored.text,
    identifier: stored.identifier ?? null,
    button: stored.content?.button ?? null,
    createdAt: stored.created_at === undefined ? now : Date.parse(stored.created_at),
    seen: false,
  };
}

/** The notification an issued bonus or free-spins record makes. */
function fromIssued(
  type: 'bonuses_changes' | 'freespins_changes',
  record: Bonus | Freespin,
  now: number,
): Notification {
  const identifier = `${type === 'bonuses_changes' ? 'bonus' : 'freespins'}:${record.id}`;
  return {
    key: identifier,
    type,
    title: record.title,
    text: type === 'bonuses_changes' ? 'bonus_issued' : 'freespins_issued',
    identifier,
    button: null,
    createdAt: now,
    seen: false,
  };
}

const newestFirst = (a: Notification, b: Notification) => b.createdAt - a.createdAt;

/**
 * Creates the bell's notifications of a casino. Sources: the stored list at sign-in; realtime `personal_notifications`;
 * `bonuses_changes` / `freespins_changes` only with stage `issued` (other stages are ignored, core.md §4), deduped by
 * identifier against the stored ones. Cleared at sign-out.
 */
export function createNotifications(casino: BonusesCasino, options: NotificationsOptions = {}): NotificationsModule {
  const { http, events, state } = casino;
  const now = options.now ?? (() => Date.now());
  const items = signal<readonly Notification[]>([]);
  let pruneTimer: ReturnType<typeof setTimeout> | undefined;
  /** Changes at sign-out, so that a list answered for the signed-out player is dropped. */
  let generation = 0;

  /** Keeps the live notifications, newest first, and wakes up when the oldest one expires. */
  function set(next: readonly Notification[]) {
    const at = now();
    const live = next.filter((item) => !isNotificationExpired(item.createdAt, at)).sort(newestFirst);
    items.value = live;
    clearTimeout(pruneTimer);
    pruneTimer = undefined;
    const oldest = live.at(-1);
    if (oldest === undefined) return;
    pruneTimer = setTimeout(() => set(items.value), oldest.createdAt + NOTIFICATION_LIFETIME_MS - at);
    // A pending prune must not keep a Node process (SSR, tests) alive.
    if (typeof pruneTimer === 'object' && 'unref' in pruneTimer) pruneTimer.unref();
  }

  /** Adds or replaces by key; a stored one replaces the pushed notification of its subject. */
  function add(notification: Notification) {
    const rest = items.value.filter(
      (item) =>
        item.key !== notification.key && !(notification.identifier !== null && item.key === notification.identifier),
    );
    set([notification, ...rest]);
  }

  async function load(): Promise<void> {
    if (state.loginState.value !== 'logged') return;
    const loading = generation;
    try {
      const stored = await http.get(routePath('notifications'), StoredNotificationList);
      if (loading !== generation) return;
      const at = now();
      const seen = new Set(items.value.filter((item) => item.seen).map((item) => item.key));
      const loaded = stored.map((entry) => ({ ...fromStored(entry, at), seen: seen.has(storedKey(entry.id)) }));
      const subjects = new Set(loaded.map((item) => item.identifier));
      const pushed = items.value.filter((item) => !item.key.startsWith('n:') && !subjects.has(item.key));
      set([...loaded, ...pushed]);
    } catch (error) {
      events.emit('request-error', { path: routePath('notifications'), error });
    }
  }

  const logged = () => state.loginState.value === 'logged';
  const hasSubject = (identifier: string) => items.value.some((item) => item.identifier === identifier);
  const onIssued = (type: 'bonuses_changes' | 'freespins_changes', record: Bonus | Freespin) => {
    if (!logged() || record.stage !== 'issued') return;
    const notification = fromIssued(type, record, now());
    if (!hasSubject(notification.key)) add(notification);
  };

  casino.session.registerUserState(() => {
    generation++;
    set([]);
  });
  onSignIn(state.loginState, () => void load());
  events.on('realtime:personal_notifications', ({ data }) => {
    if (logged()) add(fromStored(data, now()));
  });
  events.on('realtime:bonuses_changes', ({ data }) => onIssued('bonuses_changes', data));
  events.on('realtime:freespins_changes', ({ data }) => onIssued('freespins_changes', data));

  const count = computed(() => items.value.filter((item) => !item.seen).length);
  return {
    items,
    count,
    badge: computed(() => bellBadge(count.value)),
    empty: computed(() => items.value.length === 0),
    load,
    markSeen() {
      if (items.value.some((item) => !item.seen)) items.value = items.value.map((item) => ({ ...item, seen: true }));
    },
    dismiss(key) {
      set(items.value.filter((item) => item.key !== key));
    },
  };
}
