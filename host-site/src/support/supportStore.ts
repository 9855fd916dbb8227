import type { Casino } from '@casino/sdk';
import { type ChatProvider, ChatProviderAnswer, routePath, StatusList, SUPPORT_ROUTES } from '@casino/sdk/contract';
import { supportRoute } from '@casino/sdk/rules';
import { vipOf } from '@casino/sdk/vip';
import { type ChatwootApi, loadChatwoot } from './chatwoot';

/**
 * What support shows: whether a chat provider is configured (null until known), the unread count of the chat, whether
 * the contact form is open, and the chat's state.
 */
export interface SupportState {
  hasChat: boolean | null;
  unread: number;
  contactOpen: boolean;
  chat: 'idle' | 'loading' | 'ready' | 'failed';
}

/** Support of one casino (docs/support.md): opens the chat provider, or the contact form when there is none. */
export interface SupportStore {
  getState(): SupportState;
  subscribe(listener: () => void): () => void;
  /**
   * Opens support: the chat (its script loads now, the first time) with the visitor's identity and group, else the
   * contact form.
   */
  open(): Promise<void>;
  /** Closes the contact form. */
  closeContact(): void;
}

const stores = new WeakMap<Casino, SupportStore>();

/** Whether the player's level lets group 545 write to live chat: the level's `writable` (GET /api/info/statuses). */
async function levelWritable(casino: Casino, levelId: number | undefined): Promise<boolean> {
  if (levelId === undefined) return false;
  const statuses = await casino.http.get(routePath('statuses'), StatusList).catch(() => []);
  return statuses.some((status) => status.group_id === levelId && status.writable);
}

/** Whether the player has a VIP manager (the VIP club's managers for his VIP status); false when that cannot load. */
async function hasManager(casino: Casino): Promise<boolean> {
  const vip = vipOf(casino);
  await Promise.all([vip.progress.ensure(), vip.managers.list.ensure()]).catch(() => undefined);
  return vip.managers.mine.peek() !== null;
}

/** Tells the chat who the visitor is and which group he goes to (`supportRoute`); a guest's chat is anonymous. */
async function identify(casino: Casino, chat: ChatwootApi): Promise<void> {
  const profile = casino.state.profile.peek();
  if (!profile) {
    chat.reset();
    chat.setCustomAttributes({ chat_team: 'general', chat_channel: 'messages' });
    return;
  }
  const level = casino.state.level.peek();
  const sessionGroups = casino.state.sessionUser.peek()?.groups ?? [];
  const groups = [
    ...new Set([...sessionGroups, ...profile.statuses.map((status) => Number(status.id)).filter(Number.isInteger)]),
  ];
  const [writable, vip] = await Promise.all([levelWritable(casino, level?.id), hasManager(casino)]);
  const route = supportRoute({ userId: profile.id, vip, groups, levelWritable: writable });
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.nickname || undefined;
  chat.setUser(String(profile.id), { email: profile.email, ...(name ? { name } : {}) });
  chat.setCustomAttributes({
    player_id: profile.id,
    chat_team: route.team,
    chat_channel: route.channel,
    ...(route.splitGroup === null ? {} : { chat_split_group: route.splitGroup }),
    groups: groups.join(','),
    level: level?.name ?? '',
    vip,
    currency: profile.currency,
  });
}

function createSupportStore(casino: Casino): SupportStore {
  let state: SupportState = { hasChat: null, unread: 0, contactOpen: false, chat: 'idle' };
  const listeners = new Set<() => void>();
  const update = (patch: Partial<SupportState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  let chat: Promise<ChatwootApi> | null = null;
  const startChat = (provider: ChatProvider) => {
    window.addEventListener('chatwoot:on-unread-message-count-changed', (event) => {
      const count = (event as CustomEvent<{ unreadMessageCount?: number } | undefined>).detail?.unreadMessageCount;
      if (typeof count === 'number') update({ unread: count });
    });
    window.addEventListener('chatwoot:opened', () => update({ unread: 0 }));
    update({ chat: 'loading' });
    return loadChatwoot(provider, casino.state.locale.peek());
  };
  // read once, when support is first used; a failed read means no chat (the contact form still works)
  let provider: Promise<ChatProvider | null> | null = null;
  const providerOf = () => {
    provider ??= casino.http
      .get(SUPPORT_ROUTES.chatProvider.path, ChatProviderAnswer)
      .then((answer) => answer.chat_provider)
      .catch(() => null)
      .then((known) => {
        update({ hasChat: known !== null });
        return known;
      });
    return provider;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      void providerOf();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async open() {
      // the player is known once the casino has started (`#chat` may open support before that)
      await casino.start().catch(() => undefined);
      const chatProvider = await providerOf();
      if (!chatProvider) {
        update({ contactOpen: true });
        return;
      }
      chat ??= startChat(chatProvider);
      try {
        const api = await chat;
        await identify(casino, api);
        api.toggle('open');
        update({ chat: 'ready', unread: 0 });
      } catch {
        chat = null;
        update({ chat: 'failed', contactOpen: true });
      }
    },
    closeContact: () => update({ contactOpen: false }),
  };
}

/** The support store of a casino, made on first use. */
export function supportOf(casino: Casino): SupportStore {
  let store = stores.get(casino);
  if (!store) {
    store = createSupportStore(casino);
    stores.set(casino, store);
  }
  return store;
}
