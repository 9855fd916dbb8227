import { expectNoAxeViolations } from '@casino/widgets/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';
import { CHAT_SCRIPT_ID } from './chatwoot';

const PROVIDER = { url: 'https://chat.example.test', token: 'website-token' };
const withChat = {
  routes: { chatProvider: () => ({ status: 200, body: { chat_provider: PROVIDER } }) },
};

interface FakeChatwoot {
  run: ReturnType<typeof vi.fn>;
  setUser: ReturnType<typeof vi.fn>;
  setCustomAttributes: ReturnType<typeof vi.fn>;
  toggle: ReturnType<typeof vi.fn>;
  reset: ReturnType<typeof vi.fn>;
}

/** Stands in for the provider's script: once "loaded", it defines the SDK whose `run` makes the widget ready. */
function fakeChatwoot(): FakeChatwoot {
  const api = { setUser: vi.fn(), setCustomAttributes: vi.fn(), toggle: vi.fn(), reset: vi.fn() };
  const run = vi.fn(() => {
    Object.assign(window, { $chatwoot: api });
    window.dispatchEvent(new Event('chatwoot:ready'));
  });
  Object.assign(window, { chatwootSDK: { run } });
  return { run, ...api };
}

async function loadedScript() {
  const script = await waitFor(() => {
    const element = document.getElementById(CHAT_SCRIPT_ID);
    if (!(element instanceof HTMLScriptElement)) throw new Error('no chat script yet');
    return element;
  });
  expect(script.src).toBe('https://chat.example.test/packs/js/sdk.js');
  return script;
}

afterEach(() => {
  document.getElementById(CHAT_SCRIPT_ID)?.remove();
  Reflect.deleteProperty(window, 'chatwootSDK');
  Reflect.deleteProperty(window, '$chatwoot');
});

describe('support', () => {
  it('opens the contact form without a chat provider, and sends a guest message', async () => {
    const sent: unknown[] = [];
    const { container } = renderSite('/', {
      routes: {
        sendContactMessage: ({ body }) => {
          sent.push(body);
          return { status: 201, body: { id: 42 } };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
    await expectNoAxeViolations(container);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(within(dialog).getByLabelText('Your name')).toHaveAccessibleDescription('This field is required.');
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Ann Lee');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(within(dialog).getByLabelText('Subject'), 'Withdrawal');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Where is my money?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText(/Your message #42 has reached our support team/)).toBeInTheDocument();
    expect(sent).toEqual([
      { name: 'Ann Lee', email: 'ann@example.com', subject: 'Withdrawal', message: 'Where is my money?' },
    ]);
    expect(document.getElementById(CHAT_SCRIPT_ID)).toBeNull();
  });

  it("shows the server's refusal beside its field", async () => {
    renderSite('/support', {
      routes: {
        sendContactMessage: () => ({ status: 422, body: { errors: { email: ['is not a valid email address'] } } }),
      },
    });
    const form = await screen.findByRole('region', { name: 'Contact support' });
    await userEvent.type(within(form).getByLabelText('Your name'), 'Ann');
    await userEvent.type(within(form).getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(within(form).getByLabelText('Subject'), 'Hi');
    await userEvent.type(within(form).getByLabelText('Message'), 'Hello');
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription(/valid email/i));
  });

  it("loads the chat provider only when support opens, with the player's identity and group", async () => {
    const chat = fakeChatwoot();
    const { casino } = renderSite('/', { ...withChat, signedInAs: 'eur@casino.test' });
    const button = await screen.findByRole('button', { name: 'Support' });
    await waitFor(() => expect(casino.state.profile.value).not.toBeNull());
    expect(document.getElementById(CHAT_SCRIPT_ID)).toBeNull();

    await userEvent.click(button);
    fireEvent.load(await loadedScript());
    await waitFor(() => expect(chat.toggle).toHaveBeenCalledWith('open'));
    expect(chat.run).toHaveBeenCalledWith({ websiteToken: 'website-token', baseUrl: 'https://chat.example.test' });
    const user = casino.state.profile.value;
    expect(chat.setUser).toHaveBeenCalledWith(String(user?.id), expect.objectContaining({ email: 'eur@casino.test' }));
    expect(chat.setCustomAttributes).toHaveBeenCalledWith(
      expect.objectContaining({
        player_id: user?.id,
        // the fixture's player holds a VIP status whose group has a manager
        chat_team: 'vip',
        vip: true,
        chat_channel: 'messages',
        chat_split_group: (user?.id ?? 0) % 2 === 0 ? 543 : 544,
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => {
      window.dispatchEvent(
        new CustomEvent('chatwoot:on-unread-message-count-changed', { detail: { unreadMessageCount: 1 } }),
      );
    });
    expect(screen.getByRole('button', { name: 'Support, 1 new messages' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(
        new CustomEvent('chatwoot:on-unread-message-count-changed', { detail: { unreadMessageCount: 3 } }),
      );
    });
    expect(screen.getByRole('button', { name: 'Support, 1+ new messages' })).toHaveTextContent('1+');
  });

  it('opens the chat 1 s after landing on #chat, and drops the hash', async () => {
    const chat = fakeChatwoot();
    const { currentUrl } = renderSite('/#chat', withChat);
    await screen.findByRole('button', { name: 'Support' });
    expect(document.getElementById(CHAT_SCRIPT_ID)).toBeNull();
    fireEvent.load(await loadedScript());
    await waitFor(() => expect(chat.toggle).toHaveBeenCalledWith('open'));
    expect(chat.setCustomAttributes).toHaveBeenCalledWith({ chat_team: 'general', chat_channel: 'messages' });
    expect(currentUrl()).toBe('/');
  });

  it('falls back to the contact form when the provider cannot be loaded', async () => {
    renderSite('/', withChat);
    await userEvent.click(await screen.findByRole('button', { name: 'Support' }));
    fireEvent.error(await loadedScript());
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('The chat could not be opened.');
  });
});
