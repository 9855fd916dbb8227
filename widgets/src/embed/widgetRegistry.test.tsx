import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFixtureCasino, fixtureGame } from '@casino/sdk/testing';
import { type BoundFunctions, type queries, render, waitFor, within } from '@testing-library/react';
import { type ComponentType, createElement } from 'react';
import type { MockInstance } from 'vitest';
import { EMBED_BUILD } from '../../test/embedBuild';
import { startEmbedRuntime } from '../../test/embedRuntime';
import * as bonusesEntry from '../bonuses';
import * as gamesEntry from '../games';
import * as mainEntry from '../index';
import * as jackpotsEntry from '../jackpots';
import * as loyaltyEntry from '../loyalty';
import { CasinoProvider } from '../provider/CasinoProvider';
import * as tournamentsEntry from '../tournaments';
import * as vipEntry from '../vip';
import { EmbedFrame } from './EmbedFrame';
import { toKebabCase } from './propertyParser';
import { sharedCasino } from './sharedCasino';
import { WIDGET_DEFINITIONS, type WidgetPropsMap } from './widgetDefinitions';
import { WIDGET_NAMES, type WidgetName } from './widgetNames';

type Queries = BoundFunctions<typeof queries>;

/** How a widget shows to a guest, in every mode. */
interface GuestView<N extends WidgetName> {
  /** Props of the React export, which are also the element's attributes and the frame's query. */
  props: WidgetPropsMap[N];
  /** Finds what the guest sees; `null` for a widget that shows guests nothing. */
  sees: ((view: Queries) => Promise<HTMLElement>) | null;
}

const SLOT = fixtureGame(0);

/** One entry per registered widget: a widget registered without one fails to type-check. */
const GUEST_VIEWS: { [N in WidgetName]: GuestView<N> } = {
  login: { props: {}, sees: (view) => view.findByRole('heading', { name: 'Sign in' }) },
  // the form, which shows once the currencies (loaded on first use) are there
  registration: { props: {}, sees: (view) => view.findByRole('button', { name: 'Create account' }) },
  balance: { props: {}, sees: (view) => view.findByText('Sign in to see your balance.') },
  cashbox: { props: { step: 'deposit' }, sees: (view) => view.findByText('Sign in to use the cashbox.') },
  limits: { props: {}, sees: (view) => view.findByText('Sign in to manage your limits.') },
  'personal-info': { props: {}, sees: (view) => view.findByText('Sign in to see your personal details.') },
  'game-grid': {
    props: { category: 'pokies', title: 'Pokies' },
    sees: (view) => view.findByRole('heading', { name: 'Pokies' }),
  },
  'game-search': { props: {}, sees: (view) => view.findByRole('combobox', { name: 'Search games' }) },
  'game-row': {
    props: { category: 'pokies', title: 'Pokies' },
    sees: (view) => view.findByRole('region', { name: 'Pokies' }),
  },
  'favorite-games': { props: {}, sees: (view) => view.findByText('Sign in to see your favourite games.') },
  'recent-games': { props: {}, sees: null },
  'game-launcher': {
    props: { provider: SLOT.provider, slug: SLOT.slug, mode: 'demo' },
    sees: (view) => view.findByRole('heading', { name: SLOT.title }),
  },
  'gift-list': { props: { defaultTab: 'history' }, sees: (view) => view.findByText('Sign in to see your gifts.') },
  'coupon-form': {
    props: { initialCode: 'SPRING' },
    sees: async (view) => {
      const input = await view.findByRole('textbox', { name: 'Coupon code' });
      expect(input).toHaveValue('SPRING');
      return input;
    },
  },
  'deposit-bonus-picker': { props: { currency: 'EUR', amountCents: 5_000 }, sees: null },
  'notification-bell': { props: {}, sees: null },
  toasts: { props: {}, sees: (view) => view.findByRole('region', { name: 'Messages' }) },
  'prize-wheel': {
    props: { rocketMartHref: '/rocket-mart' },
    sees: (view) => view.findByText('Sign in to spin the wheel.'),
  },
  'loot-boxes': { props: {}, sees: (view) => view.findByText('Sign in to see your loot boxes.') },
  'rocket-mart': {
    props: { defaultTab: 'money', registrationHref: '/registration' },
    sees: (view) => view.findByRole('tab', { name: 'Money', selected: true }),
  },
  'comp-points': { props: {}, sees: null },
  'level-progress': { props: {}, sees: (view) => view.findByText('Sign in to see your level and comp points.') },
  'promo-timer': {
    props: { startAt: '2026-01-01T00:00:00Z', endAt: '2026-01-08T00:00:00Z' },
    sees: (view) => view.findByText('Finished'),
  },
  'quest-path': {
    props: { quest: 'quest-xs-spring' },
    sees: (view) => view.findByText('Sign in to climb the levels with your bets.'),
  },
  lottery: { props: { lottery: 'rocket-lottery' }, sees: (view) => view.findByText('Sign in to get tickets.') },
  'tournament-board': {
    props: { defaultTab: 'achievements' },
    sees: (view) => view.findByText('Sign in to see the tournaments you took part in.'),
  },
  'tournament-leaderboard': {
    props: { tournament: 'spring-bets' },
    sees: (view) => view.findByRole('table', { name: 'Leaderboard of Spring bets' }),
  },
  'tournament-page': {
    props: { tournament: 'spring-bets', registrationHref: '/registration' },
    sees: (view) => view.findByRole('button', { name: 'Sign up to take part' }),
  },
  'jackpot-ticker': { props: { jackpot: 'mystic-gems' }, sees: (view) => view.findByText('Mystic Gems') },
  'jackpot-slider': { props: {}, sees: (view) => view.findByRole('group', { name: 'Mega, 1 of 3' }) },
  'jackpot-leaderboard': { props: {}, sees: (view) => view.findByRole('table', { name: 'Latest wins' }) },
  'jackpot-win-popup': { props: {}, sees: null },
  'vip-progress': { props: {}, sees: (view) => view.findByText('Sign in to see your VIP status and progress.') },
  'vip-club': { props: {}, sees: (view) => view.findByRole('link', { name: 'Sign in to join the VIP club' }) },
  'adventure-calendar': { props: {}, sees: (view) => view.findByRole('list', { name: 'Aquanova odyssey' }) },
  'vip-manager': { props: {}, sees: null },
};

const PARTNER = 'https://partner.test';
const ENTRIES: Readonly<Record<string, unknown>> = {
  ...mainEntry,
  ...gamesEntry,
  ...bonusesEntry,
  ...loyaltyEntry,
  ...tournamentsEntry,
  ...jackpotsEntry,
  ...vipEntry,
};

/** The React export of a widget: `gift-list` → `GiftList`. */
function exportName(name: WidgetName): string {
  return name.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

function attributeValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function attributesOf(name: WidgetName): [string, string][] {
  return Object.entries(GUEST_VIEWS[name].props).map(([key, value]) => [toKebabCase(key), attributeValue(value)]);
}

/** Checks the guest view inside a root, or that a widget which shows guests nothing shows no text once loaded. */
async function expectGuestView(name: WidgetName, root: HTMLElement | ShadowRoot, started: Promise<void>) {
  const { sees } = GUEST_VIEWS[name];
  if (sees) {
    expect(await sees(within(root as HTMLElement))).toBeVisible();
    return;
  }
  await started;
  await vi.waitFor(() => expect(root.querySelector('.casino-skeleton')).toBeNull(), { timeout: 4000 });
  expect(root.querySelector('[role="status"]')).toBeNull();
  expect(visibleText(root)).toBe('');
}

/** The text of a root without its `<style>` elements. */
function visibleText(root: Element | ShadowRoot): string {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.localName !== 'style') texts.push(node.textContent ?? '');
  }
  return texts.join('').trim();
}

/** A test that renders with testing-library's React `render`: not under the embed build's Preact. */
const itWithReact = EMBED_BUILD ? it.skip : it;

describe('the widget registry', () => {
  let errors: MockInstance<typeof console.error>;

  beforeAll(startEmbedRuntime);
  beforeEach(() => {
    errors = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('holds one definition per embeddable name, each in its own definitions/<name> file', () => {
    expect(Object.keys(WIDGET_DEFINITIONS)).toEqual([...WIDGET_NAMES]);
    for (const name of WIDGET_NAMES) expect(WIDGET_DEFINITIONS[name].name).toBe(name);
    const files = readdirSync(join(import.meta.dirname, 'definitions')).map((file) => file.replace(/\.tsx?$/, ''));
    expect(files.sort()).toEqual([...WIDGET_NAMES].sort());
  });

  it.each(WIDGET_NAMES)('gives %s a reserved size that the build can write into cdn/widgets.css', (name) => {
    const { reservedSize } = WIDGET_DEFINITIONS[name];
    expect(reservedSize).toMatch(/^\d+(\.\d+)?(px|rem)$/);
    const file = readdirSync(join(import.meta.dirname, 'definitions')).find((entry) => entry.startsWith(`${name}.`));
    const source = readFileSync(join(import.meta.dirname, 'definitions', file ?? ''), 'utf8');
    // rollup.config.mjs reads this line of the definition to write the page-level stylesheet.
    expect(source).toContain(`\n  reservedSize: '${reservedSize}',\n`);
  });

  it.each(WIDGET_NAMES)('exports %s as a React component from a package entry', (name) => {
    expect(typeof ENTRIES[exportName(name)]).toBe('function');
  });

  itWithReact.each(WIDGET_NAMES)('renders %s as a React component for a guest', async (name) => {
    const { casino } = createFixtureCasino();
    const component = ENTRIES[exportName(name)] as ComponentType<object>;
    const { container } = render(
      <CasinoProvider casino={casino}>{createElement(component, GUEST_VIEWS[name].props)}</CasinoProvider>,
    );
    await expectGuestView(name, container, casino.start());
  });

  it.each(WIDGET_NAMES)('renders <casino-%s> with its attributes for a guest', async (name) => {
    const element = document.body.appendChild(document.createElement(`casino-${name}`));
    for (const [attribute, value] of attributesOf(name)) element.setAttribute(attribute, value);
    const root = element.shadowRoot;
    if (!root) throw new Error(`<casino-${name}> has no open shadow root`);
    await expectGuestView(name, root, sharedCasino().casino.start());
  });

  itWithReact.each(WIDGET_NAMES)('renders /embed/%s with its query for a guest', async (name) => {
    const postMessage = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const query = new URLSearchParams([['parent', PARTNER], ...attributesOf(name)]);
    window.history.replaceState(null, '', `/embed/${name}?${query}`);
    const { casino } = createFixtureCasino();
    const { container } = render(<EmbedFrame widget={name} casino={casino} />);
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { source: 'casino-bridge', version: 1, message: { type: 'ready', payload: { widget: name } } },
        PARTNER,
      ),
    );
    await expectGuestView(name, container, casino.start());
    postMessage.mockRestore();
  });
});
