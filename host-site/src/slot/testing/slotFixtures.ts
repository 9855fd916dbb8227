import type { Freespin, PlayRound, SlotInfo } from '@casino/sdk/contract';

const SHAPE = 'M50 2L92 50L50 98L8 50Z';

/** A slot game as the `slotGame` route answers it, for tests: the ocean motif, 20 paylines, the shared paytable. */
export const OCEAN_SLOT: SlotInfo = {
  game: {
    identifier: 'deepsea/pearl-reef',
    title: 'Pearl Reef',
    provider: 'deepsea',
    provider_title: 'Deep Sea Games',
  },
  theme: {
    motif: 'ocean',
    palette: {
      backgroundFrom: '#0a1f33',
      backgroundTo: '#1d4f7a',
      accent: '#ffb347',
      highlight: '#9be7ff',
      text: '#ffffff',
      reel: '#07131f',
    },
    symbols: {
      wild: { name: 'Kraken', glyph: { kind: 'shape', shape: 'bolt' }, color: '#f5c542' },
      scatter: { name: 'Pearl', glyph: { kind: 'shape', shape: 'circle' }, color: '#ff9f6b' },
      h1: { name: 'Starfish', glyph: { kind: 'shape', shape: 'star' }, color: '#4fc3f7' },
      h2: { name: 'Shell', glyph: { kind: 'shape', shape: 'heart' }, color: '#7986cb' },
      h3: { name: 'Anchor', glyph: { kind: 'shape', shape: 'shield' }, color: '#ba68c8' },
      h4: { name: 'Wave', glyph: { kind: 'shape', shape: 'drop' }, color: '#f06292' },
      l1: { name: 'A', glyph: { kind: 'letter', letter: 'A' }, color: '#e57373' },
      l2: { name: 'K', glyph: { kind: 'letter', letter: 'K' }, color: '#ffb74d' },
      l3: { name: 'Q', glyph: { kind: 'letter', letter: 'Q' }, color: '#fff176' },
      l4: { name: 'J', glyph: { kind: 'letter', letter: 'J' }, color: '#aed581' },
    },
  },
  glyph_paths: {
    star: SHAPE,
    diamond: SHAPE,
    circle: SHAPE,
    triangle: SHAPE,
    hexagon: SHAPE,
    heart: SHAPE,
    crescent: SHAPE,
    bolt: SHAPE,
    crown: SHAPE,
    shield: SHAPE,
    clover: SHAPE,
    drop: SHAPE,
  },
  reels: 5,
  rows: 3,
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 0, 0],
    [2, 2, 1, 2, 2],
    [1, 2, 2, 2, 1],
    [1, 0, 0, 0, 1],
    [1, 0, 1, 0, 1],
    [1, 2, 1, 2, 1],
    [0, 1, 0, 1, 0],
    [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2],
    [0, 2, 0, 2, 0],
    [2, 0, 2, 0, 2],
    [0, 2, 2, 2, 0],
  ],
  paytable: {
    lines: {
      wild: { 3: 50, 4: 250, 5: 2500 },
      h1: { 3: 40, 4: 200, 5: 1000 },
      h2: { 3: 25, 4: 100, 5: 400 },
      h3: { 3: 20, 4: 75, 5: 250 },
      h4: { 3: 15, 4: 50, 5: 150 },
      l1: { 3: 8, 4: 30, 5: 100 },
      l2: { 3: 6, 4: 25, 5: 80 },
      l3: { 3: 5, 4: 20, 5: 60 },
      l4: { 3: 4, 4: 15, 5: 50 },
    },
    scatter: { 3: 5, 4: 20, 5: 100 },
  },
  line_bet_cents: { min: 1, max: 10_000 },
  rtp: 0.96,
  has_demo_mode: true,
  currencies: ['EUR', 'USD'],
};

/**
 * A window with three Starfish on line 1 (the middle row, reels 1–3) and nothing else that pays:
 * `grid[reel][row]`.
 */
export const STARFISH_GRID = [
  ['l1', 'h1', 'l4'],
  ['l2', 'h1', 'l3'],
  ['l3', 'h1', 'h4'],
  ['l4', 'h2', 'l1'],
  ['h3', 'l1', 'l2'],
];

/** A round of {@link OCEAN_SLOT} at a line bet: the Starfish window paying 40 line bets, or, with `win: false`, nothing. */
export function oceanRound(lineBetCents: number, currency: string, win = true): PlayRound {
  return {
    id: currency === 'FUN' ? null : 1,
    game: OCEAN_SLOT.game.identifier,
    currency,
    line_bet_cents: lineBetCents,
    bet_cents: lineBetCents * 20,
    win_cents: win ? lineBetCents * 40 : 0,
    grid: win
      ? STARFISH_GRID
      : [
          ['l1', 'l2', 'l3'],
          ['l4', 'h1', 'l1'],
          ['h2', 'l3', 'h4'],
          ['l1', 'h2', 'l4'],
          ['h3', 'l1', 'l2'],
        ],
    wins: win ? [{ line: 1, symbol: 'h1', count: 3, amount_cents: lineBetCents * 40 }] : [],
    created_at: '2026-03-02T12:00:00.000Z',
  };
}

/** A free-spin record of {@link OCEAN_SLOT} in EUR, as the `freespins` route lists it: activated, 1 of 3 played. */
export function freespinFixture(overrides: Partial<Freespin> = {}): Freespin {
  return {
    id: 7,
    title: 'Ocean welcome spins',
    freespins_total: 3,
    freespins_performed: 1,
    bet_level: 10,
    stage: 'activated',
    games: [OCEAN_SLOT.game.identifier, 'deepsea/other-reef'],
    games_info: [
      { identifier: OCEAN_SLOT.game.identifier, title: 'Pearl Reef', provider: 'deepsea', slug: 'pearl-reef' },
      { identifier: 'deepsea/other-reef', title: 'Other Reef', provider: 'deepsea', slug: 'other-reef' },
    ],
    activation_path: '/play/deepsea/pearl-reef',
    provider: 'deepsea',
    currency: 'EUR',
    created_at: '2026-03-01T12:00:00.000Z',
    activatable_until: null,
    valid_until: null,
    activatable: false,
    activation_condition: null,
    cancelable: true,
    group_key: null,
    win_cents: 20,
    wager_multiplier: 0,
    ...overrides,
  };
}
