import { describe, expect, it } from 'vitest';
import type { Banner } from '../contract/fe-config';
import { type BannerViewer, bannersShown, isBannerShown, PROMO_BANNER_HIDDEN_MS } from './banners';

const NOW = Date.parse('2026-11-24T12:00:00Z');

function banner(fields: Partial<Banner> = {}): Banner {
  return {
    id: 'b',
    categories: ['lobby'],
    groups: [],
    title: { text: 'T' },
    description: { text: '' },
    variables: {},
    gradient: null,
    labels: [],
    button: null,
    secondButton: null,
    image: '/x.svg',
    liveTime: { start: null, end: null },
    size: 'large',
    order: {},
    audience: 'all',
    currency: 'all',
    domains: [],
    promo: false,
    ...fields,
  };
}

const guest: BannerViewer = {
  now: NOW,
  logged: false,
  groups: [],
  currency: null,
  host: 'casino.test',
  promoClosedAt: null,
};
const player: BannerViewer = { ...guest, logged: true, groups: [257], currency: 'EUR' };

describe('banners', () => {
  it('shows a banner inside its live time only: start included, end excluded', () => {
    const live = banner({ liveTime: { start: '2026-11-24T12:00:00Z', end: '2026-11-24T13:00:00Z' } });
    expect(isBannerShown(live, guest)).toBe(true);
    expect(isBannerShown(live, { ...guest, now: NOW - 1 })).toBe(false);
    expect(isBannerShown(live, { ...guest, now: Date.parse('2026-11-24T13:00:00Z') })).toBe(false);
  });

  it('filters by sign-in state', () => {
    expect(isBannerShown(banner({ audience: 'logged' }), guest)).toBe(false);
    expect(isBannerShown(banner({ audience: 'logged' }), player)).toBe(true);
    expect(isBannerShown(banner({ audience: 'guest' }), player)).toBe(false);
    expect(isBannerShown(banner({ audience: 'guest' }), guest)).toBe(true);
  });

  it('shows a banner of groups to players of one of them only', () => {
    expect(isBannerShown(banner({ groups: [759, 257] }), player)).toBe(true);
    expect(isBannerShown(banner({ groups: [759] }), player)).toBe(false);
    expect(isBannerShown(banner({ groups: [759] }), guest)).toBe(false);
    expect(isBannerShown(banner({ groups: [21] }), { ...player, groups: [{ id: 21, name: 'tester' }] })).toBe(true);
  });

  it('shows crypto banners to crypto accounts and fiat banners to fiat accounts', () => {
    expect(isBannerShown(banner({ currency: 'crypto' }), player)).toBe(false);
    expect(isBannerShown(banner({ currency: 'crypto' }), { ...player, currency: 'btc' })).toBe(true);
    expect(isBannerShown(banner({ currency: 'fiat' }), player)).toBe(true);
    expect(isBannerShown(banner({ currency: 'fiat' }), { ...player, currency: 'BTC' })).toBe(false);
    expect(isBannerShown(banner({ currency: 'fiat' }), guest)).toBe(false);
  });

  it('shows a banner of domains on those domains only, www. aside', () => {
    const own = banner({ domains: ['www.casino.test'] });
    expect(isBannerShown(own, guest)).toBe(true);
    expect(isBannerShown(own, { ...guest, host: 'mirror.test' })).toBe(false);
  });

  it('hides a closed promo banner for two minutes', () => {
    const promo = banner({ promo: true });
    expect(isBannerShown(promo, { ...guest, promoClosedAt: NOW - PROMO_BANNER_HIDDEN_MS + 1 })).toBe(false);
    expect(isBannerShown(promo, { ...guest, promoClosedAt: NOW - PROMO_BANNER_HIDDEN_MS })).toBe(true);
    expect(isBannerShown(banner(), { ...guest, promoClosedAt: NOW })).toBe(true);
  });

  it('lists the shown banners of a category by their order there, unordered ones last', () => {
    const list = [
      banner({ id: 'c', order: {} }),
      banner({ id: 'a', order: { lobby: 2 } }),
      banner({ id: 'b', order: { lobby: 1 } }),
      banner({ id: 'x', categories: ['pokies'] }),
      banner({ id: 'hidden', audience: 'logged', order: { lobby: 0 } }),
    ];
    expect(bannersShown(list, 'lobby', guest).map((shown) => shown.id)).toEqual(['b', 'a', 'c']);
  });
});
