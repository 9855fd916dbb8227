import { IDLE_TITLE_INTERVAL_MS, IOS_WEBVIEW_CHECK_MS, IOS_WEBVIEW_POPUP_AFTER_MS } from '@casino/sdk/rules';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';
import { IOS_WEBVIEW_SHOWN_KEY } from './IosWebviewPopup';
import { COOKIE_NOTICE_COOKIE } from './noticeCookies';
import { SESSION_STARTED_KEY } from './SessionTimer';
import { SPECIAL_SLOT_ATTRIBUTE, SPECIAL_SLOT_SEEN_KEY } from './SpecialSlotIntro';

const IPHONE_WEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  clearCookies();
  // The notices' intervals and clock are the test's (they also move with real time, which the queries' polling needs);
  // timeouts stay real, so the fixture platform answers as usual.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('shell notices', () => {
  it('shows the cookie notice until it is accepted, then keeps the choice in a cookie', async () => {
    const { container, unmount } = renderSite('/');
    const notice = await screen.findByRole('region', { name: 'Cookie notice' });
    expect(within(notice).getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    await expectNoAxeViolations(container);
    await userEvent.click(within(notice).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(document.cookie).toContain(`${COOKIE_NOTICE_COOKIE}=1`);
    unmount();

    renderSite('/');
    await screen.findAllByRole('link', { name: 'Sign in' });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('hides the cookie notice over the sign-up popup', async () => {
    renderSite('/sign-up');
    await screen.findByRole('dialog');
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('asks an Australian visitor to confirm, and sends one who declines to /oops', async () => {
    const { container, currentUrl } = renderSite('/', { country: 'AU' });
    const dialog = await screen.findByRole('dialog', { name: 'Notice for players in Australia' });
    await expectNoAxeViolations(container);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentUrl()).toBe('/oops'));
    expect(screen.queryByRole('dialog', { name: 'Notice for players in Australia' })).toBeNull();
  });

  it('remembers an approved Australia notice, and shows none to other visitors', async () => {
    const first = renderSite('/', { country: 'AU' });
    const dialog = await screen.findByRole('dialog', { name: 'Notice for players in Australia' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'I confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    renderSite('/', { country: 'AU' });
    await screen.findAllByRole('link', { name: 'Sign in' });
    expect(screen.queryByRole('dialog')).toBeNull();
    clearCookies();
  });

  it('counts the session of a signed-in EE player every second, and forgets it at sign-out', async () => {
    const { casino, container } = renderSite('/', { signedInAs: 'eur@casino.test', licence: 'EE' });
    const timer = await screen.findByRole('timer', { name: 'Session time' });
    // The clock also moves with real time, so a busy machine may add a second or two to each reading.
    expect(timer.textContent).toMatch(/^00:00:0\d$/);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(timer.textContent).toMatch(/^00:00:1\d$/);
    vi.setSystemTime(Date.now() + 3_600_000);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(timer.textContent).toMatch(/^01:00:[12]\d$/);
    expect(casino.storage.session?.getItem(SESSION_STARTED_KEY)).not.toBeNull();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByRole('timer')).toBeNull());
    expect(casino.storage.session?.getItem(SESSION_STARTED_KEY)).toBeNull();
  });

  it('shows no session timer under the CW licence', async () => {
    renderSite('/', { signedInAs: 'eur@casino.test' });
    await screen.findByRole('button', { name: 'Sign out' });
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('swaps the title every 2 s while the tab is hidden, and restores it when back', async () => {
    renderSite('/');
    await screen.findAllByRole('link', { name: 'Sign in' });
    const own = document.title;
    act(() => setHidden(true));
    await act(() => vi.advanceTimersByTimeAsync(IDLE_TITLE_INTERVAL_MS));
    expect(document.title).toBe('Come back, your games are waiting!');
    await act(() => vi.advanceTimersByTimeAsync(IDLE_TITLE_INTERVAL_MS));
    expect(document.title).toBe(own);
    await act(() => vi.advanceTimersByTimeAsync(IDLE_TITLE_INTERVAL_MS));
    act(() => setHidden(false));
    expect(document.title).toBe(own);
  });

  it('asks a visitor in an iOS webview to open Safari after 5 minutes, and records it for the session', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_WEBVIEW);
    const { casino, container, unmount } = renderSite('/');
    await screen.findAllByRole('link', { name: 'Sign in' });
    await act(() => vi.advanceTimersByTimeAsync(IOS_WEBVIEW_POPUP_AFTER_MS - IOS_WEBVIEW_CHECK_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(IOS_WEBVIEW_CHECK_MS));
    const dialog = await screen.findByRole('dialog', { name: 'Open the casino in Safari' });
    await expectNoAxeViolations(container);
    expect(casino.storage.session?.getItem(IOS_WEBVIEW_SHOWN_KEY)).toBe('1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay here' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
  });

  it('shows no exit popup outside an iOS webview', async () => {
    renderSite('/');
    await screen.findAllByRole('link', { name: 'Sign in' });
    await act(() => vi.advanceTimersByTimeAsync(IOS_WEBVIEW_POPUP_AFTER_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('introduces the special slot the first time its menu item is used, then follows the link', async () => {
    const { casino, currentUrl, container } = renderSite('/');
    await screen.findAllByRole('link', { name: 'Sign in' });
    const item = document.createElement('a');
    item.href = '/pokies/all';
    item.textContent = 'Special slot';
    item.setAttribute(SPECIAL_SLOT_ATTRIBUTE, '');
    // jsdom cannot navigate: the link itself goes nowhere, the intro's button does through the router
    item.addEventListener('click', (event) => event.preventDefault());
    document.body.append(item);
    try {
      await userEvent.click(item);
      const dialog = await screen.findByRole('dialog', { name: 'Welcome to our special slot' });
      await expectNoAxeViolations(container);
      expect(casino.storage.local?.getItem(SPECIAL_SLOT_SEEN_KEY)).toBe('1');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Play now' }));
      await waitFor(() => expect(currentUrl()).toBe('/pokies/all'));

      await userEvent.click(item);
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      item.remove();
    }
  });
});
