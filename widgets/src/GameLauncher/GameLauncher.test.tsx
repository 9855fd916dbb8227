import {
  COMPLETE_PROFILE,
  FIXTURE_ORIGIN,
  type FixtureCasinoOptions,
  fixtureGame,
  fixtureLimit,
} from '@casino/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { GameLauncher, type GameLauncherProps } from './GameLauncher';

/** Pragmatic Play's Sweet Bonánza: demo, EUR id 1. */
const SLOT = fixtureGame(0);
/** A live Evolution game: no demo; Evolution asks for first and last name (fixture player fields). */
const LIVE = fixtureGame(1);
/** A game without a EUR id. */
const NO_EURO = fixtureGame(18);
const games = { catalogue: [SLOT, LIVE, NO_EURO] };
const guest: FixtureCasinoOptions = { games };
const player: FixtureCasinoOptions = { signedInAs: 'eur@casino.test', profile: COMPLETE_PROFILE, games };

function launch(props: Partial<GameLauncherProps> = {}, options: FixtureCasinoOptions = guest) {
  const handlers = {
    onModeChange: vi.fn(),
    onRegistration: vi.fn(),
    onLimitReached: vi.fn(),
    onNavigate: vi.fn(),
  };
  const view = renderWidget(
    <GameLauncher provider={SLOT.provider} slug={SLOT.slug} mode="demo" {...handlers} {...props} />,
    options,
  );
  return { ...view, ...handlers };
}

const gameFrame = () => screen.findByTitle<HTMLIFrameElement>(SLOT.title);
const parent = encodeURIComponent(window.location.origin);

/** Posts a bridge message to the page as if the frame sent it from `origin`. */
function postFromFrame(frame: HTMLIFrameElement, message: { type: string; payload: object }, origin = FIXTURE_ORIGIN) {
  const data = { source: 'casino-bridge', version: 1, message };
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
  });
}

/** Announces the frame's slot through the bridge until the page acknowledges it, to the casino's origin only. */
async function connectFrame(frame: HTMLIFrameElement) {
  const frameWindow = frame.contentWindow;
  if (!frameWindow) throw new Error('the game frame has no window');
  const posted = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
  await waitFor(() => {
    postFromFrame(frame, { type: 'ready', payload: { widget: 'slot' } });
    expect(posted).toHaveBeenCalledWith(
      { source: 'casino-bridge', version: 1, message: { type: 'ack', payload: {} } },
      FIXTURE_ORIGIN,
    );
  });
}

/**
 * Like `expectNoAxeViolations`, leaving out the game frame's own page: jsdom loads nothing into it and axe cannot
 * reach into it (the slot page has tests of its own).
 */
async function expectNoAxeViolationsBesideFrame(container: Element) {
  const results = await axe.run(container, { iframes: false, rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('GameLauncher', () => {
  it('shows a guest the demo in the slot frame', async () => {
    const { container } = launch();
    const frame = await gameFrame();
    expect(frame.src).toBe(
      `${FIXTURE_ORIGIN}/slot/pragmaticplay/sweet-bonanza?mode=demo&currency=FUN&lang=en&parent=${parent}`,
    );
    expect(frame).toHaveAttribute('allow', 'fullscreen');
    expect(screen.getByRole('heading', { name: SLOT.title })).toBeVisible();
    expect(await screen.findByText('by Pragmatic Play')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Demo' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Favourite' })).toBeNull();
    await expectNoAxeViolationsBesideFrame(container);
  });

  it('sends a guest choosing real play to registration, and offers sign-up and the demo', async () => {
    const { container, onRegistration, onModeChange } = launch({ mode: 'real' });
    expect(await screen.findByText('Create an account to play for real money')).toBeVisible();
    await waitFor(() => expect(onRegistration).toHaveBeenCalledTimes(1));
    expect(screen.queryByTitle(SLOT.title)).toBeNull();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(onRegistration).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Play the demo' }));
    expect(onModeChange).toHaveBeenCalledWith('demo');
  });

  it('switches the mode inside the widget when the host does not follow it', async () => {
    launch({ mode: 'real', onModeChange: undefined, onRegistration: vi.fn() });
    await screen.findByText('Create an account to play for real money');
    const modes = screen.getByRole('group', { name: 'Play mode' });
    await userEvent.click(within(modes).getByRole('button', { name: 'Demo' }));
    expect((await gameFrame()).src).toContain('mode=demo&currency=FUN');
    expect(within(modes).getByRole('button', { name: 'Demo' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(modes).getByRole('button', { name: 'Real money' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('plays a player in the wallet currency and reloads the balance after each round', async () => {
    const { platform } = launch({ mode: 'real' }, player);
    const frame = await gameFrame();
    expect(frame.src).toBe(
      `${FIXTURE_ORIGIN}/slot/pragmaticplay/sweet-bonanza?mode=real&currency=EUR&lang=en&parent=${parent}`,
    );
    const accountLoads = () => platform.requests.filter((r) => r.route === 'accounts');
    const before = accountLoads().length;
    await connectFrame(frame);
    postFromFrame(frame, { type: 'refresh_user', payload: {} });
    await waitFor(() => expect(accountLoads()).toHaveLength(before + 1));
  });

  it('asks for the provider fields missing from the profile, then shows the game', async () => {
    const onRegistration = vi.fn();
    const { container } = launch(
      { provider: LIVE.provider, slug: LIVE.slug, mode: 'real', onRegistration },
      { ...player, profile: { city: 'Berlin' } },
    );
    expect(
      await screen.findByText(`Before you play ${LIVE.title}, please complete your personal details.`),
    ).toBeVisible();
    expect(screen.queryByTitle(LIVE.title)).toBeNull();
    await expectNoAxeViolations(container);
    fireEvent.input(screen.getByLabelText('First name'), { target: { value: 'Erika' } });
    fireEvent.input(screen.getByLabelText('Last name'), { target: { value: 'Muster' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    const frame = await screen.findByTitle<HTMLIFrameElement>(LIVE.title);
    expect(frame.src).toContain(`/slot/evolution/${LIVE.slug}?mode=real&currency=EUR`);
    expect(onRegistration).not.toHaveBeenCalled();
  });

  it('stops real play at a reached limit and tells the host', async () => {
    const limits = [fixtureLimit({ type: 'wager', amount: 1000, used: 1000 })];
    const { container, onLimitReached } = launch({ mode: 'real' }, { ...player, limits });
    expect(await screen.findByRole('alert')).toHaveTextContent('Real-money play is paused');
    await waitFor(() => expect(onLimitReached).toHaveBeenCalledTimes(1));
    expect(screen.queryByTitle(SLOT.title)).toBeNull();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'See your limits' }));
    expect(onLimitReached).toHaveBeenCalledTimes(2);
  });

  it('leaves the game when the platform says a session limit is used up', async () => {
    const { casino, onLimitReached } = launch({ mode: 'real' }, player);
    await gameFrame();
    act(() => {
      casino.events.emit('realtime:game_limits', {
        seq: 1,
        data: {
          limit_id: 9,
          type: 'session',
          period: 'daily',
          currency: null,
          amount_cents: null,
          current_value_amount_cents: null,
        },
      });
    });
    await waitFor(() => expect(onLimitReached).toHaveBeenCalledTimes(1));
    expect(screen.queryByTitle(SLOT.title)).toBeNull();
  });

  it('locks a game that does not take the wallet currency and offers its demo', async () => {
    const { container, onModeChange } = launch(
      { provider: NO_EURO.provider, slug: NO_EURO.slug, mode: 'real' },
      player,
    );
    expect(await screen.findByText('Not available in your currency')).toBeVisible();
    expect(screen.getByText(`${NO_EURO.title} cannot be played with your EUR wallet.`)).toBeVisible();
    expect(screen.queryByTitle(NO_EURO.title)).toBeNull();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Play the demo' }));
    expect(onModeChange).toHaveBeenCalledWith('demo');
  });

  it('disables the demo of a game without one and offers real play', async () => {
    const { onModeChange } = launch({ provider: LIVE.provider, slug: LIVE.slug, mode: 'demo' });
    expect(await screen.findByText('No demo for this game')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Demo' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Play for real money' }));
    expect(onModeChange).toHaveBeenCalledWith('real');
  });

  it('toggles the favourite of a player, busy while the change is in flight', async () => {
    const { container, platform } = launch({}, player);
    await gameFrame();
    await expectNoAxeViolationsBesideFrame(container);
    const favourite = screen.getByRole('button', { name: 'Favourite' });
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    const held = platform.hold('addFavoriteGame');
    await userEvent.click(favourite);
    expect(favourite).toHaveAttribute('aria-pressed', 'true');
    expect(favourite).toHaveAttribute('aria-busy', 'true');
    await act(async () => held.release());
    await waitFor(() => expect(favourite).not.toHaveAttribute('aria-busy'));
    expect(platform.requests.some((r) => r.route === 'addFavoriteGame' && r.params.id === '1')).toBe(true);
    await userEvent.click(favourite);
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(platform.requests.some((r) => r.route === 'removeFavoriteGame' && r.params.id === '1')).toBe(true),
    );
    await waitFor(() => expect(favourite).not.toHaveAttribute('aria-busy'));
  });

  it('shows a favourite the player already has, and says so when a change fails', async () => {
    launch(
      {},
      {
        ...player,
        games: { ...games, favourites: [SLOT.identifier] },
        failures: { removeFavoriteGame: 500 },
      },
    );
    await gameFrame();
    const favourite = screen.getByRole('button', { name: 'Favourite' });
    await waitFor(() => expect(favourite).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(favourite);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your favourites could not be updated.');
    expect(favourite).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a frame redirect to the limits page to the host, and other casino pages to onNavigate', async () => {
    const { onLimitReached, onNavigate } = launch({ mode: 'real' }, player);
    const frame = await gameFrame();
    await connectFrame(frame);
    postFromFrame(frame, { type: 'redirect', payload: { url: '/profile/limits' } });
    expect(onLimitReached).toHaveBeenCalledTimes(1);
    postFromFrame(frame, { type: 'redirect', payload: { url: '/deposit' } });
    expect(onNavigate).toHaveBeenCalledWith(`${FIXTURE_ORIGIN}/deposit`);
    postFromFrame(frame, { type: 'redirect', payload: { url: 'https://evil.test/steal' } });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('ignores bridge messages from another origin', async () => {
    const { onLimitReached, onNavigate } = launch({ mode: 'real' }, player);
    const frame = await gameFrame();
    await connectFrame(frame);
    postFromFrame(frame, { type: 'redirect', payload: { url: '/profile/limits' } }, 'https://evil.test');
    postFromFrame(frame, { type: 'redirect', payload: { url: '/deposit' } }, 'https://evil.test');
    expect(onLimitReached).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('says when the game does not exist, with a way back to the games', async () => {
    const { container, onNavigate } = launch({ provider: 'netent', slug: 'no-such-game' });
    expect(await screen.findByRole('heading', { name: 'This game was not found' })).toBeVisible();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('link', { name: 'Back to the games' }));
    expect(onNavigate).toHaveBeenCalledWith(`${FIXTURE_ORIGIN}/`);
  });

  it('says when the game cannot be loaded, and tries again on request', async () => {
    const failures: Record<string, number> = { gamesSelect: 500 };
    launch({}, { ...guest, failures });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The game could not be loaded.');
    delete failures.gamesSelect;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await gameFrame()).toBeInTheDocument();
  });

  it('puts the game frame in full screen and back', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    let current: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
    const change = (element: Element | null) => {
      current = element;
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    };
    HTMLElement.prototype.requestFullscreen = function requestFullscreen(this: HTMLElement) {
      return change(this);
    };
    document.exitFullscreen = () => change(null);
    try {
      launch();
      const frame = await gameFrame();
      await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
      expect(current).toBe(frame.parentElement);
      await userEvent.click(screen.getByRole('button', { name: 'Exit full screen' }));
      expect(current).toBeNull();
      expect(screen.getByRole('button', { name: 'Full screen' })).toBeVisible();
    } finally {
      Reflect.deleteProperty(document, 'fullscreenEnabled');
      Reflect.deleteProperty(document, 'fullscreenElement');
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
      Reflect.deleteProperty(document, 'exitFullscreen');
    }
  });

  it('hides the full-screen button where the browser does not allow it', async () => {
    launch();
    await gameFrame();
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
  });
});
