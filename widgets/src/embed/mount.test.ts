import { createFixturePlatform, FIXTURE_ORIGIN, type FixturePlatform } from '@casino/sdk/testing';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockInstance } from 'vitest';
import { mount } from './mount';
import { init } from './sharedCasino';

function inShadow(element: Element) {
  const root = element.shadowRoot;
  if (!root) throw new Error('no open shadow root');
  return within(root as unknown as HTMLElement);
}

function themeOf(element: Element) {
  return element.shadowRoot?.querySelector('.casino-widget')?.getAttribute('data-theme');
}

describe('mount', () => {
  let platform: FixturePlatform;
  let errors: MockInstance<typeof console.error>;
  /** Widgets a test mounted: unmounted after it, so none re-renders once the file's page is gone. */
  const widgets: { unmount(): void }[] = [];
  const mountHere: typeof mount = (...args) => {
    const widget = mount(...args);
    widgets.push(widget);
    return widget;
  };

  beforeAll(() => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    platform = createFixturePlatform();
    vi.stubGlobal('fetch', platform.fetch);
  });
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    for (const widget of widgets.splice(0)) widget.unmount();
    errors.mockRestore();
    document.body.replaceChildren();
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('refuses invalid init options with a message that names them', () => {
    init({ baseUrl: FIXTURE_ORIGIN, locale: 'xx', colour: 'red' } as never);
    expect(errors).toHaveBeenCalledWith(
      'casino: init() options are invalid and were ignored (locale: expected one of "en", "de", "en-AU", "en-CA", ' +
        '"fr-CA", "en-NZ", "no", "it", "et", "en-KW"; unknown key colour).',
    );
  });

  it('renders a widget with the init options into a shadow root of the element', async () => {
    init({ baseUrl: FIXTURE_ORIGIN, locale: 'de' });
    const element = document.body.appendChild(document.createElement('div'));

    const widget = mountHere(element, 'login');

    expect(await inShadow(element).findByRole('heading', { name: 'Anmelden' }, { timeout: 4000 })).toBeVisible();
    expect(platform.requests.some((request) => request.route === 'project')).toBe(true);
    widget.unmount();
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('ignores init once a widget has rendered, and says so', () => {
    init({ locale: 'en' });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('init() came after a widget had rendered'));
  });

  it('calls the host callbacks and dispatches the DOM events from the element', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    const onNavigate = vi.fn();
    const events: CustomEvent[] = [];
    element.addEventListener('casino:navigate', (event) => events.push(event));

    mountHere(element, 'login', { onNavigate });
    await userEvent.click(await inShadow(element).findByRole('button', { name: 'Passwort vergessen?' }));

    expect(onNavigate).toHaveBeenCalledWith('remind');
    expect(events.map((event) => event.detail)).toEqual([{ to: 'remind' }]);
  });

  it('updates the props of a mounted widget, also when mount is called on the same element again', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    const widget = mountHere(element, 'balance', { appearance: { theme: 'dark' } });
    await waitFor(() => expect(themeOf(element)).toBe('dark'));

    widget.update({ appearance: { theme: 'light' } });
    await waitFor(() => expect(themeOf(element)).toBe('light'));

    mountHere(element, 'balance', { appearance: { theme: 'dark' } });
    await waitFor(() => expect(themeOf(element)).toBe('dark'));
    expect(element.shadowRoot?.querySelectorAll('.casino-widget')).toHaveLength(1);
  });

  it('replaces the widget when another one is mounted on the element', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    const login = mountHere(element, 'login');
    await inShadow(element).findByRole('heading', { name: 'Anmelden' });

    mountHere(element, 'registration');
    await waitFor(() =>
      expect(element.shadowRoot?.querySelector('[data-casino-widget]')).toHaveAttribute(
        'data-casino-widget',
        'registration',
      ),
    );
    login.unmount();
    expect(element.shadowRoot?.querySelector('[data-casino-widget="registration"]')).not.toBeNull();
  });

  it('throws a clear error for bad props, a bad element or an unknown widget', () => {
    const element = document.body.appendChild(document.createElement('div'));
    expect(() => mount(element, 'login', { onSignedIn: 'yes' } as never)).toThrow(
      new TypeError('casino: invalid props for the login widget (onSignedIn: expected a function).'),
    );
    expect(() => mount(document.createElement('input'), 'login')).toThrow(
      new TypeError('casino: <input> cannot hold a shadow root; mount the widget on a <div> or another container.'),
    );
    expect(() => mount({} as Element, 'login')).toThrow(
      new TypeError('casino: mount needs a DOM element to render the login widget in.'),
    );
    expect(() => mount(element, 'jackpot' as never)).toThrow(
      new TypeError(
        'casino: mount(element, name) got unknown widget "jackpot"; use one of login, registration, balance, cashbox, ' +
          'limits, personal-info, game-grid, game-search, game-row, favorite-games, recent-games, game-launcher, ' +
          'gift-list, coupon-form, deposit-bonus-picker, notification-bell, toasts, prize-wheel, loot-boxes, rocket-mart, comp-points, level-progress, promo-timer, ' +
          'quest-path, lottery, tournament-board, tournament-leaderboard, tournament-page, jackpot-ticker, jackpot-slider, ' +
          'jackpot-leaderboard, jackpot-win-popup, vip-progress, vip-club, adventure-calendar, vip-manager.',
      ),
    );
    expect(element.shadowRoot).toBeNull();
  });
});
