import { createCasino } from '@casino/sdk';
import type { Locale } from '@casino/sdk/contract';
import { createI18n } from '@casino/sdk/i18n';
import { createFixturePlatform, FIXTURE_HOST, FIXTURE_ORIGIN, type FixturePlatformOptions } from '@casino/sdk/testing';
import { loadWidgetMessages, WIDGETS_NAMESPACE } from '@casino/widgets';
import { configure, render } from '@testing-library/react';
import { useEffect } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { App } from '../src/app/App';
import { loadSiteMessages } from '../src/i18n/loadSiteMessages';
import { SITE_NAMESPACE } from '../src/i18n/namespace';

// A whole site (lazy chunks, i18n bundles, several platform calls) takes longer to settle than one widget,
// more so on a busy machine: wait longer before calling a query failed.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20000 });

/** How the site is rendered for a test: the platform's behaviour, the URL, and optionally other locales. */
export interface RenderSiteOptions extends FixturePlatformOptions {
  /** History state of the first entry (e.g. a popup's background). Defaults to none. */
  state?: unknown;
  /** What the `locales` route answers instead of the fixture's six locales. Defaults to the fixture's. */
  locales?: Locale[];
}

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onLocation(location));
  return null;
}

/** Renders the whole site at `url` under a memory router, on a real casino whose requests a fixture platform answers. */
export function renderSite(url: string, options: RenderSiteOptions = {}) {
  const platform = createFixturePlatform({
    ...options,
    routes: {
      ...(options.locales ? { locales: () => ({ status: 200, body: options.locales }) } : {}),
      ...options.routes,
    },
  });
  const casino = createCasino({
    baseUrl: FIXTURE_ORIGIN,
    host: FIXTURE_HOST,
    locale: 'en',
    fetch: platform.fetch,
    retries: 0,
    storage: { local: memoryStorage(), session: memoryStorage() },
  });
  const i18n = createI18n({
    locale: 'en',
    namespaces: { [WIDGETS_NAMESPACE]: loadWidgetMessages, [SITE_NAMESPACE]: loadSiteMessages },
    casino,
  });
  const seen: { location: Location | null } = { location: null };
  const { pathname, search, hash } = new URL(url, FIXTURE_ORIGIN);
  const view = render(
    <MemoryRouter initialEntries={[{ pathname, search, hash, state: options.state }]} useTransitions={false}>
      <App createRuntime={() => ({ casino, i18n })} />
      <LocationProbe
        onLocation={(location) => {
          seen.location = location;
        }}
      />
    </MemoryRouter>,
  );
  /** The router's current URL: path, query and hash. */
  const currentUrl = () => {
    const location = seen.location;
    return location ? `${location.pathname}${location.search}${location.hash}` : null;
  };
  return {
    ...view,
    casino,
    platform,
    requests: platform.requests,
    i18n,
    currentUrl,
    currentState: () => seen.location?.state,
  };
}
