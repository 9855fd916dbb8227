/** Every symbol of the slot's reels: a wild, a scatter, four high and four low symbols. Themes name and draw them. */
export const SYMBOLS = ['wild', 'scatter', 'h1', 'h2', 'h3', 'h4', 'l1', 'l2', 'l3', 'l4'] as const;

/** One symbol of the reels. */
export type SymbolId = (typeof SYMBOLS)[number];

/** Substitutes for every symbol but the scatter on a payline, and pays on its own. */
export const WILD = 'wild' satisfies SymbolId;

/** Pays anywhere in the window, by how many are visible, as a multiple of the total bet; breaks paylines. */
export const SCATTER = 'scatter' satisfies SymbolId;
