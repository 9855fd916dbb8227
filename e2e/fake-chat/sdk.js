// A stand-in for a chat provider's website SDK (Chatwoot's `packs/js/sdk.js`), served by the e2e tests in place of
// CHAT_PROVIDER_URL: the same interface (chatwootSDK.run, $chatwoot.setUser, setCustomAttributes, toggle, reset and the
// chatwoot:* window events), recording every call in `window.fakeChat` and showing an open chat as a labelled panel.
(() => {
  const calls = [];
  const state = { user: null, attributes: {}, open: false };
  let panel = null;

  function render() {
    if (!state.open) {
      panel?.remove();
      panel = null;
      return;
    }
    if (!panel) {
      panel = document.createElement('section');
      panel.setAttribute('aria-label', 'Fake chat');
      panel.style.cssText = [
        'position:fixed;right:16px;bottom:80px;z-index:60;width:300px',
        'padding:12px;background:#fff;color:#111;border-radius:8px',
      ].join(';');
      document.body.append(panel);
    }
    const lines = [
      `Chat with ${state.user ? state.user.name || state.user.email : 'a guest'}`,
      ...Object.entries(state.attributes).map(([key, value]) => `${key}: ${value}`),
    ];
    panel.replaceChildren(
      ...lines.map((line) => {
        const item = document.createElement('p');
        item.textContent = line;
        return item;
      }),
    );
  }

  const api = {
    hasLoaded: true,
    setUser(identifier, user) {
      calls.push(['setUser', identifier, user]);
      state.user = { identifier, ...user };
      render();
    },
    setCustomAttributes(attributes) {
      calls.push(['setCustomAttributes', attributes]);
      Object.assign(state.attributes, attributes);
      render();
    },
    toggle(to) {
      calls.push(['toggle', to]);
      state.open = to === undefined ? !state.open : to === 'open';
      render();
      window.dispatchEvent(new CustomEvent(state.open ? 'chatwoot:opened' : 'chatwoot:closed'));
    },
    reset() {
      calls.push(['reset']);
      state.user = null;
      state.attributes = {};
      render();
    },
  };

  window.fakeChat = {
    calls,
    state,
    /** Delivers an agent's message while the chat is closed, as the provider's unread event does. */
    receive(count) {
      window.dispatchEvent(
        new CustomEvent('chatwoot:on-unread-message-count-changed', { detail: { unreadMessageCount: count } }),
      );
    },
  };
  window.chatwootSDK = {
    run(options) {
      calls.push(['run', options]);
      window.$chatwoot = api;
      setTimeout(() => window.dispatchEvent(new CustomEvent('chatwoot:ready')), 0);
    },
  };
})();
