import * as z from 'zod/mini';

/** Ids of the slot's symbols: a wild, a scatter, four high (h1–h4, best first) and four low (l1–l4). */
export const SlotSymbolId = z.enum(['wild', 'scatter', 'h1', 'h2', 'h3', 'h4', 'l1', 'l2', 'l3', 'l4']);
export type SlotSymbolId = z.infer<typeof SlotSymbolId>;

/** Shapes a symbol can be drawn as; `glyph_paths` of {@link SlotInfo} holds each outline. */
export const SlotGlyphShape = z.enum([
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
]);
export type SlotGlyphShape = z.infer<typeof SlotGlyphShape>;

const hexColor = z.string().check(z.regex(/^#[0-9a-f]{6}$/i));

/** How a symbol is drawn: a shape, or card letters for the low symbols. */
export const SlotGlyph = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('shape'), shape: SlotGlyphShape }),
  z.object({ kind: z.literal('letter'), letter: z.string().check(z.minLength(1), z.maxLength(3)) }),
]);
export type SlotGlyph = z.infer<typeof SlotGlyph>;

/** A symbol as one game names and draws it. */
export const SlotSymbolLook = z.object({ name: z.string(), glyph: SlotGlyph, color: hexColor });
export type SlotSymbolLook = z.infer<typeof SlotSymbolLook>;

/** Colours of a game, all `#rrggbb`; the background is dark enough for white text. */
export const SlotPalette = z.object({
  backgroundFrom: hexColor,
  backgroundTo: hexColor,
  accent: hexColor,
  highlight: hexColor,
  text: hexColor,
  reel: hexColor,
});
export type SlotPalette = z.infer<typeof SlotPalette>;

/** Multiples paid for 3, 4 or 5 of a kind; a count that is missing pays nothing. */
export const SlotPays = z.object({
  3: z.optional(z.number()),
  4: z.optional(z.number()),
  5: z.optional(z.number()),
});
export type SlotPays = z.infer<typeof SlotPays>;

/**
 * GET /api/games/slot/{provider}/{slug}: what the built-in slot page needs to draw and explain one game — the game,
 * its theme, the glyph outlines, the window, paylines and paytable, the line bet bounds and the currencies.
 */
export const SlotInfo = z.object({
  game: z.object({
    /** `provider/slug`. */
    identifier: z.string(),
    title: z.string(),
    /** Provider id. */
    provider: z.string(),
    /** Provider's name. */
    provider_title: z.string(),
  }),
  theme: z.object({
    /** Which set of symbol names the game uses, e.g. `ocean`. */
    motif: z.string(),
    palette: SlotPalette,
    symbols: z.record(SlotSymbolId, SlotSymbolLook),
  }),
  /** Outline of every shape as SVG path data in a 100 × 100 box. */
  glyph_paths: z.record(SlotGlyphShape, z.string()),
  reels: z.literal(5),
  rows: z.literal(3),
  /** Per payline (line 1 first), the row (0 top) it crosses on each reel. */
  paylines: z.array(z.array(z.int().check(z.gte(0), z.lte(2)))),
  paytable: z.object({
    /** Multiples of the line bet for a run from the leftmost reel, by symbol (every symbol but the scatter). */
    lines: z.partialRecord(SlotSymbolId, SlotPays),
    /** Multiples of the total bet by the number of scatters anywhere in the window. */
    scatter: SlotPays,
  }),
  /** Bounds of the line bet in minor units, both inclusive. */
  line_bet_cents: z.object({ min: z.int(), max: z.int() }),
  /** Return to player as a fraction (0.96). */
  rtp: z.number(),
  /** Whether the game can be played for fun (`POST /api/games/demo/rounds`). */
  has_demo_mode: z.boolean(),
  /** Real-money currencies the game has an id in. */
  currencies: z.array(z.string()),
});
export type SlotInfo = z.infer<typeof SlotInfo>;
