import { createCasino } from '@casino/sdk';
import { createI18n } from '@casino/sdk/i18n';
import { createFixturePlatform, FIXTURE_HOST, FIXTURE_ORIGIN } from '@casino/sdk/testing';
import { loadWidgetMessages, WIDGETS_NAMESPACE } from '@casino/widgets';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { App, CasinoSite } from '../app/App';
import { loadPageStrings } from '../app/loadPageStrings';
import { SITE_PAGES } from '../app/sitePages';
import { loadSiteMessages } from '../i18n/loadSiteMessages';
import { SITE_NAMESPACE } from '../i18n/namespace';
import { PRERENDERED_PAGES } from './prerenderedPages';
import { renderPage } from './renderPage';

vi.setConfig({ testTimeout: 20000 });

/** A casino in the browser, as main.tsx makes it, whose requests a fixture platform answers. */
function browserRuntime() {
  const platform = createFixturePlatform();
  const casino = createCasino({
    baseUrl: FIXTURE_ORIGIN,
    host: FIXTURE_HOST,
    locale: 'en',
    fetch: (input, init) => platform.fetch(new Request(new URL(String(input), FIXTURE_ORIGIN), init)),
    retries: 0,
    realtime: false,
  });
  const i18n = createI18n({
    locale: 'en',
    namespaces: { [WIDGETS_NAMESPACE]: loadWidgetMessages, [SITE_NAMESPACE]: loadSiteMessages },
    casino,
  });
  return { casino, i18n };
}

/** The HTML of `path` as the build writes it. */
async function prerendered(path: string): Promise<string> {
  const { html } = await renderPage(path);
  // The server renderer leaves the router's context set where a lazy chunk suspended it (a browser, which runs no
  // server renderer, never sees that); rendering nothing after it sets the contexts back.
  await prerender(<div />);
  return html;
}

describe('prerendered pages', () => {
  it('prerenders the lobby and every lobby category page', () => {
    expect(PRERENDERED_PAGES.map((page) => page.path)).toEqual([
      '/',
      '/categories/top',
      '/categories/new',
      '/pokies/all',
      '/live/all',
      '/categories/table',
      '/categories/recommended',
      '/categories/special',
    ]);
  });

  it("records the page's metadata for the prerendered head", async () => {
    const { meta } = await renderPage('/pokies/all');
    await prerender(<div />);
    expect(meta).toEqual({
      title: 'Pokies · Reference Casino',
      description: 'Pokies at Reference Casino: play online, on desktop and mobile.',
      path: '/pokies/all',
      image: '/icons/icon-512.png',
      type: 'website',
    });
  });

  it.each([
    ['/', 'Welcome to the casino'],
    ['/pokies/all', 'Pokies'],
  ])('renders %s to HTML that the browser hydrates without a mismatch, then fills in', async (path, heading) => {
    const root = document.createElement('div');
    root.innerHTML = await prerendered(path);
    document.body.append(root);
    const prerenderedHeading = screen.getByRole('heading', { level: 1 });
    expect(prerenderedHeading.textContent).toBe(heading);

    const page = PRERENDERED_PAGES.find((candidate) => candidate.path === path);
    if (!page) throw new Error(`${path} is not prerendered`);
    const runtime = browserRuntime();
    await Promise.all([CasinoSite.preload(), SITE_PAGES[page.page].preload(), loadPageStrings(runtime.i18n)]);
    const mismatches: unknown[] = [];
    const hydrated = hydrateRoot(
      root,
      <StrictMode>
        <MemoryRouter initialEntries={[path]}>
          <App createRuntime={() => runtime} />
        </MemoryRouter>
      </StrictMode>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
    await waitFor(() => expect(root.querySelector('[data-game-tile]')).not.toBeNull(), { timeout: 10000 });
    expect(mismatches).toEqual([]);
    // hydrated, not rendered afresh: the heading of the prerendered HTML is still the page's
    expect(screen.getByRole('heading', { level: 1 })).toBe(prerenderedHeading);
    hydrated.unmount();
    root.remove();
  });
});
