import { seededRng } from './seeded-rng';
import type { SymbolId } from './symbols';

/** Shapes the art and the game draw (art/glyphs.ts holds their outlines). */
export const GLYPH_SHAPES = [
  'star',
  'diamond',
  'circle',
  'triangle',
  'hexagon',
  'heart',
  'crescent',
  'bolt',
  'crown',
  'shield',
  'clover',
  'drop',
] as const;

/** One drawable shape. */
export type GlyphShape = (typeof GLYPH_SHAPES)[number];

/** How a symbol is drawn: a shape, or card letters for the low symbols. */
export type Glyph = { kind: 'shape'; shape: GlyphShape } | { kind: 'letter'; letter: string };

/** A symbol as one game shows it. */
export interface SymbolLook {
  name: string;
  glyph: Glyph;
  /** Fill colour, `#rrggbb`. */
  color: string;
}

/** Colours of a game, all `#rrggbb`; the background is dark enough for white text. */
export interface Palette {
  backgroundFrom: string;
  backgroundTo: string;
  accent: string;
  highlight: string;
  text: string;
  reel: string;
}

/** The look of one game: the shared maths wears it, so every game looks different and pays the same. */
export interface Theme {
  /** Which set of symbol names the game uses, e.g. `ocean`. */
  motif: string;
  /** Base hue of the palette, 0–359. */
  hue: number;
  palette: Palette;
  symbols: Readonly<Record<SymbolId, SymbolLook>>;
}

type Named = readonly [name: string, shape: GlyphShape];

interface Motif {
  wild: Named;
  scatter: Named;
  /** h1 to h4, best first. */
  high: readonly [Named, Named, Named, Named];
}

const MOTIFS: Readonly<Record<string, Motif>> = {
  gems: {
    wild: ['Prism', 'star'],
    scatter: ['Crystal Ball', 'circle'],
    high: [
      ['Ruby', 'diamond'],
      ['Sapphire', 'hexagon'],
      ['Emerald', 'shield'],
      ['Topaz', 'drop'],
    ],
  },
  ancient: {
    wild: ['Pharaoh', 'crown'],
    scatter: ['Pyramid', 'triangle'],
    high: [
      ['Scarab', 'hexagon'],
      ['Eye of Ra', 'circle'],
      ['Lotus', 'clover'],
      ['Ankh', 'drop'],
    ],
  },
  ocean: {
    wild: ['Kraken', 'bolt'],
    scatter: ['Pearl', 'circle'],
    high: [
      ['Starfish', 'star'],
      ['Shell', 'heart'],
      ['Anchor', 'shield'],
      ['Wave', 'drop'],
    ],
  },
  space: {
    wild: ['Black Hole', 'circle'],
    scatter: ['Comet', 'bolt'],
    high: [
      ['Nova', 'star'],
      ['Moon', 'crescent'],
      ['Rocket', 'triangle'],
      ['Satellite', 'hexagon'],
    ],
  },
  fruit: {
    wild: ['Golden Bell', 'crown'],
    scatter: ['Lucky Star', 'star'],
    high: [
      ['Cherry', 'heart'],
      ['Plum', 'circle'],
      ['Lemon', 'drop'],
      ['Melon', 'hexagon'],
    ],
  },
  myth: {
    wild: ['Dragon', 'bolt'],
    scatter: ['Rune Stone', 'hexagon'],
    high: [
      ['Crown', 'crown'],
      ['Shield', 'shield'],
      ['Chalice', 'triangle'],
      ['Amulet', 'diamond'],
    ],
  },
  jungle: {
    wild: ['Tiger', 'bolt'],
    scatter: ['Golden Idol', 'crown'],
    high: [
      ['Sun Mask', 'star'],
      ['Jade Leaf', 'clover'],
      ['Parrot Feather', 'drop'],
      ['Totem', 'shield'],
    ],
  },
  fortune: {
    wild: ['Lucky Cat', 'heart'],
    scatter: ['Gold Coin', 'circle'],
    high: [
      ['Dragon Pearl', 'drop'],
      ['Lantern', 'hexagon'],
      ['Clover', 'clover'],
      ['Ingot', 'diamond'],
    ],
  },
};

const LETTER_SETS: readonly (readonly [string, string, string, string])[] = [
  ['A', 'K', 'Q', 'J'],
  ['K', 'Q', 'J', '10'],
];

/** FNV-1a over the identifier's UTF-16 code units: a stable 32-bit seed per game. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** `#rrggbb` of an HSL colour (hue in degrees, saturation and lightness 0–1). */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 30;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + h) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * The theme of a game, derived from its identifier (`provider/slug`) alone: the same identifier always gets the
 * same motif, palette and symbol names, on the server and in the game.
 */
export function themeOf(identifier: string): Theme {
  const rng = seededRng(fnv1a(identifier));
  const motifNames = Object.keys(MOTIFS);
  const motif = motifNames[rng.int(motifNames.length)] ?? 'gems';
  const { wild, scatter, high } = MOTIFS[motif] ?? (MOTIFS.gems as Motif);
  const letters = LETTER_SETS[rng.int(LETTER_SETS.length)] ?? ['A', 'K', 'Q', 'J'];
  const hue = rng.int(360);
  const shift = 20 + rng.int(50);
  const symbolColor = (step: number, lightness: number) => hslToHex(hue + 40 * step, 0.75, lightness);
  const shape = ([name, glyph]: Named, step: number): SymbolLook => ({
    name,
    glyph: { kind: 'shape', shape: glyph },
    color: symbolColor(step, 0.6),
  });
  const letter = (text: string, step: number): SymbolLook => ({
    name: text,
    glyph: { kind: 'letter', letter: text },
    color: symbolColor(step, 0.72),
  });
  return {
    motif,
    hue,
    palette: {
      backgroundFrom: hslToHex(hue, 0.65, 0.16),
      backgroundTo: hslToHex(hue + shift, 0.7, 0.34),
      accent: hslToHex(hue + 180, 0.85, 0.6),
      highlight: hslToHex(hue + shift / 2, 0.95, 0.72),
      text: '#ffffff',
      reel: hslToHex(hue, 0.45, 0.1),
    },
    symbols: {
      wild: { ...shape(wild, 0), color: hslToHex(45, 0.95, 0.58) },
      scatter: { ...shape(scatter, 0), color: hslToHex(hue + 180, 0.85, 0.62) },
      h1: shape(high[0], 1),
      h2: shape(high[1], 2),
      h3: shape(high[2], 3),
      h4: shape(high[3], 4),
      l1: letter(letters[0], 5),
      l2: letter(letters[1], 6),
      l3: letter(letters[2], 7),
      l4: letter(letters[3], 8),
    },
  };
}
