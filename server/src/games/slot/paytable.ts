import type { SymbolId } from './symbols';

/** Multiples paid for 3, 4 or 5 of a kind; a count that is missing pays nothing. */
export type Pays = Readonly<Partial<Record<3 | 4 | 5, number>>>;

/**
 * Line pays, as multiples of the line bet, for a run of the symbol from the leftmost reel (wilds substitute).
 * The scatter pays through {@link SCATTER_PAYS} instead.
 */
export const LINE_PAYS: Readonly<Record<Exclude<SymbolId, 'scatter'>, Pays>> = {
  wild: { 3: 50, 4: 250, 5: 2500 },
  h1: { 3: 40, 4: 200, 5: 1000 },
  h2: { 3: 25, 4: 100, 5: 400 },
  h3: { 3: 20, 4: 75, 5: 250 },
  h4: { 3: 15, 4: 50, 5: 150 },
  l1: { 3: 8, 4: 30, 5: 100 },
  l2: { 3: 6, 4: 25, 5: 80 },
  l3: { 3: 5, 4: 20, 5: 60 },
  l4: { 3: 4, 4: 15, 5: 50 },
};

/** Scatter pays, as multiples of the total bet, by the number of scatters visible anywhere in the window. */
export const SCATTER_PAYS: Pays = { 3: 5, 4: 20, 5: 100 };
