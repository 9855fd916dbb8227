import { createFixtureCasino, FIXTURE_ORIGIN, FIXTURE_PASSWORD } from '@casino/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockInstance } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { EmbedFrame } from './EmbedFrame';

// The fixture project allows exactly this parent (project.embed_origins).
const PARTNER = 'https://partner.test';

function openFrame(path: string, widget = 'login') {
  window.history.replaceState(null, '', path);
  const fixture = createFixtureCasino();
  return { ...render(<EmbedFrame widget={widget} casino={fixture.casino} />), ...fixture };
}

function envelope(type: string, payload: object) {
  return { source: 'casino-bridge', version: 1, message: { type, payload } };
}

/** What the frame posted to its parent (in jsdom the top window is its own parent), as [type, payload, targetOrigin]. */
function posted(spy: MockInstance<Window['postMessage']>) {
  return spy.mock.calls.map(([data, target]) => {
    const { message } = data as ReturnType<typeof envelope>;
    return [message.type, message.payload, target];
  });
}

describe('EmbedFrame', () => {
  let postMessage: MockInstance<Window['postMessage']>;

  beforeEach(() => {
    postMessage = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  });
  afterEach(() => {
    postMessage.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  it('refuses a parent origin that is not in the allowlist, and never posts to it', async () => {
    const { container } = openFrame('/embed/login?parent=https://evil.test&locale=en');

    expect(await screen.findByRole('heading', { name: 'This widget cannot be shown here' })).toBeVisible();
    expect(screen.getByText('The casino does not allow https://evil.test to embed its widgets.')).toBeVisible();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(postMessage).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('refuses a parent that is missing or is not an exact origin', async () => {
    openFrame('/embed/login?parent=https://partner.test/');
    expect(
      await screen.findByText('The address of the page that embeds this widget is missing or is not an origin.'),
    ).toBeVisible();
    expect(screen.getByText('Open this page as /embed/login?parent=https://your-site.example.')).toBeVisible();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('says so for a widget it does not know', async () => {
    openFrame(`/embed/jackpot?parent=${PARTNER}`, 'jackpot');
    expect(await screen.findByRole('heading', { name: 'There is no widget called “jackpot”.' })).toBeVisible();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('shows the widget to an allowed parent and announces itself to that origin only', async () => {
    openFrame(`/embed/login?parent=${PARTNER}`);

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    await waitFor(() => expect(postMessage).toHaveBeenCalled());
    expect(postMessage).toHaveBeenCalledWith(envelope('ready', { widget: 'login' }), PARTNER);
    expect(posted(postMessage).every(([, , target]) => target === PARTNER)).toBe(true);
  });

  it('asks the parent to refresh the user and close after sign-in, and to redirect on navigation', async () => {
    openFrame(`/embed/login?parent=${PARTNER}`);
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(postMessage).toHaveBeenCalled());
    window.dispatchEvent(new MessageEvent('message', { data: envelope('ack', {}), origin: PARTNER, source: window }));
    postMessage.mockClear();

    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'eur@casino.test' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: FIXTURE_PASSWORD } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() =>
      expect(posted(postMessage)).toEqual([
        ['redirect', { url: `${window.location.origin}/sign-up` }, PARTNER],
        ['refresh_user', {}, PARTNER],
        ['close', {}, PARTNER],
      ]),
    );
  });

  it('asks the parent to open a widget’s link, which a frame cannot show, instead of following it', async () => {
    window.history.replaceState(null, '', `/embed/loot-boxes?parent=${PARTNER}`);
    const fixture = createFixtureCasino({ signedInAs: 'eur@casino.test' });
    render(<EmbedFrame widget="loot-boxes" casino={fixture.casino} />);
    const link = await screen.findByRole('link', { name: 'Get one in the Rocket Mart' });
    await waitFor(() => expect(postMessage).toHaveBeenCalled());
    window.dispatchEvent(new MessageEvent('message', { data: envelope('ack', {}), origin: PARTNER, source: window }));
    postMessage.mockClear();
    const followed = fireEvent.click(link);
    expect(followed).toBe(false);
    expect(posted(postMessage)).toEqual([['redirect', { url: `${FIXTURE_ORIGIN}/rocket-mart` }, PARTNER]]);
  });
});
