import { createI18n } from '@casino/sdk/i18n';
import { loadWidgetMessages, WIDGETS_NAMESPACE } from '@casino/widgets';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSiteMessages } from '../i18n/loadSiteMessages';
import { SITE_NAMESPACE } from '../i18n/namespace';
import { SiteI18nProvider } from '../i18n/SiteI18nProvider';
import { InstallApp } from './InstallApp';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function renderInstallApp() {
  const i18n = createI18n({
    locale: 'en',
    namespaces: { [WIDGETS_NAMESPACE]: loadWidgetMessages, [SITE_NAMESPACE]: loadSiteMessages },
  });
  await i18n.loadNamespaces([SITE_NAMESPACE, WIDGETS_NAMESPACE]);
  return render(
    <SiteI18nProvider i18n={i18n}>
      <InstallApp />
    </SiteI18nProvider>,
  );
}

/** A `beforeinstallprompt` event as Chromium fires it, whose prompt the player answers with `outcome`. */
function installPromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function displayMode(standalone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
    media: query,
  }));
}

describe('InstallApp', () => {
  afterEach(() => {
    // the page's app was installed: the browser keeps no prompt after that
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows nothing where the browser offers no install and the device is not iOS', async () => {
    displayMode(false);
    const { container } = await renderInstallApp();
    expect(container).toBeEmptyDOMElement();
  });

  it("keeps the browser's prompt and shows it from the install button; the block goes once it is used", async () => {
    displayMode(false);
    await renderInstallApp();
    const event = installPromptEvent('accepted');
    expect(event.defaultPrevented).toBe(true);
    const block = screen.getByRole('region', { name: 'Install the app' });
    expect(block).toHaveTextContent('Open the casino from your home screen');
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Install the app' })).not.toBeInTheDocument();
  });

  it('hides the block when the app is installed from the browser menu instead', async () => {
    displayMode(false);
    await renderInstallApp();
    installPromptEvent('dismissed');
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('region', { name: 'Install the app' })).not.toBeInTheDocument();
  });

  it('shows nothing when the site already runs as the installed app', async () => {
    displayMode(true);
    const { container } = await renderInstallApp();
    installPromptEvent('accepted');
    expect(container).toBeEmptyDOMElement();
  });

  it('gives the Add to Home Screen hint on iOS, which has no prompt', async () => {
    displayMode(false);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    await renderInstallApp();
    const block = screen.getByRole('region', { name: 'Install the app' });
    expect(block).toHaveTextContent('Tap the Share button, then “Add to Home Screen”.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });
});
