import type { ChatProvider } from '@casino/sdk/contract';

/** The part of Chatwoot's website SDK (`window.$chatwoot`) the site uses. */
export interface ChatwootApi {
  setUser(identifier: string, user: { email?: string; name?: string }): void;
  setCustomAttributes(attributes: Record<string, string | number | boolean>): void;
  setLocale?(locale: string): void;
  toggle(state?: 'open' | 'close'): void;
  reset(): void;
}

/** What the provider's script adds to the window. */
interface ChatwootWindow {
  chatwootSDK?: { run(options: { websiteToken: string; baseUrl: string }): void };
  chatwootSettings?: Record<string, unknown>;
  $chatwoot?: ChatwootApi;
}

/** Id of the provider's script element: at most one per page. */
export const CHAT_SCRIPT_ID = 'casino-chat-provider';

/** The URL of a provider's SDK script: `{url}/packs/js/sdk.js`. */
export function chatScriptUrl(provider: ChatProvider): string {
  return `${provider.url}/packs/js/sdk.js`;
}

/**
 * Loads Chatwoot's website SDK from the provider (browser only: support calls it when first opened) and runs it with
 * the provider's token; resolves with `window.$chatwoot` once the widget says `chatwoot:ready`. The provider's own
 * bubble stays hidden: the site's support button opens the chat. Rejects when the script cannot load.
 */
export function loadChatwoot(provider: ChatProvider, locale: string): Promise<ChatwootApi> {
  const chatWindow = window as unknown as ChatwootWindow;
  return new Promise((resolve, reject) => {
    window.addEventListener(
      'chatwoot:ready',
      () =>
        chatWindow.$chatwoot ? resolve(chatWindow.$chatwoot) : reject(new Error('chatwoot:ready without $chatwoot')),
      { once: true },
    );
    chatWindow.chatwootSettings = { hideMessageBubble: true, locale, position: 'right' };
    const script = document.createElement('script');
    script.id = CHAT_SCRIPT_ID;
    script.src = chatScriptUrl(provider);
    script.async = true;
    script.addEventListener('load', () => {
      if (!chatWindow.chatwootSDK) reject(new Error(`${script.src} did not define chatwootSDK`));
      else chatWindow.chatwootSDK.run({ websiteToken: provider.token, baseUrl: provider.url });
    });
    script.addEventListener('error', () => reject(new Error(`${script.src} could not be loaded`)));
    document.head.append(script);
  });
}
