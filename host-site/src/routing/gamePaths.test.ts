import {
  categoryPath,
  defaultPlayMode,
  LOBBY_ROW_CATEGORIES,
  playModeOf,
  playPath,
  producerPageOf,
  producerPath,
} from './gamePaths';

describe('game paths', () => {
  it('lists the lobby rows of core.md §2 in order', () => {
    expect(LOBBY_ROW_CATEGORIES).toEqual(['top', 'new', 'pokies', 'live', 'table', 'recommended', 'special']);
  });

  it('leads pokies and live to their sections and other categories to /categories/{slug}', () => {
    expect(categoryPath('pokies')).toBe('/pokies/all');
    expect(categoryPath('live')).toBe('/live/all');
    expect(categoryPath('table')).toBe('/categories/table');
    expect(categoryPath('a b/c')).toBe('/categories/a%20b%2Fc');
  });

  it('makes page 1 of a provider its infinite page and numbers the others', () => {
    expect(producerPath('netent')).toBe('/producers/netent');
    expect(producerPath('netent', 1)).toBe('/producers/netent');
    expect(producerPath('netent', 3)).toBe('/producers/netent/3');
  });

  it('reads a producer page number: whole numbers from 1 only', () => {
    expect(producerPageOf(undefined)).toBe(1);
    expect(producerPageOf('2')).toBe(2);
    for (const bad of ['0', '-1', '1.5', '02', 'two', '9999999']) expect(producerPageOf(bad)).toBeNull();
  });

  it('builds a game page path and reads its mode', () => {
    expect(playPath({ provider: 'netent', slug: 'sweet-bonanza' }, 'demo')).toBe(
      '/play/netent/sweet-bonanza?mode=demo',
    );
    expect(playModeOf('?mode=real')).toBe('real');
    expect(playModeOf('?mode=demo&x=1')).toBe('demo');
    expect(playModeOf('?mode=fun')).toBeNull();
    expect(playModeOf('')).toBeNull();
  });

  it('opens a game for real for players, in demo for guests when the game has demo play', () => {
    expect(defaultPlayMode(true, { has_demo_mode: true })).toBe('real');
    expect(defaultPlayMode(false, { has_demo_mode: true })).toBe('demo');
    expect(defaultPlayMode(false, { has_demo_mode: false })).toBe('real');
    expect(defaultPlayMode(false, null)).toBe('demo');
  });
});
