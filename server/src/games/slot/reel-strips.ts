import type { SymbolId } from './symbols';

/**
 * The reel strips, left to right (lengths 41, 41, 41, 40, 40: 110,273,600 stop combinations). A stop is drawn
 * uniformly on each strip and shows the strip's symbols at the stop and the next two positions (wrapping). The
 * counts set the return to player (rtp.ts); the order only spreads like symbols apart, with one scatter a reel.
 */
// biome-ignore format: one reel a line reads like the reels
export const REEL_STRIPS: readonly (readonly SymbolId[])[] = [
  // wild scatter h1 h2 h3 h4 l1 l2 l3 l4: 3 1 2 3 4 4 6 6 6 6
  ['wild', 'h2', 'l1', 'l4', 'l3', 'h4', 'l2', 'l1', 'h1', 'h3', 'l4', 'l3', 'l2', 'wild', 'h2', 'l1', 'h4', 'l4', 'l3', 'h3', 'l2', 'l1', 'l4', 'l3', 'h4', 'l2', 'wild', 'scatter', 'h1', 'h3', 'h2', 'l1', 'l4', 'l3', 'l2', 'l1', 'h4', 'l4', 'l3', 'h3', 'l2'],
  // wild scatter h1 h2 h3 h4 l1 l2 l3 l4: 3 1 2 3 4 4 6 6 6 6
  ['scatter', 'h3', 'l2', 'l1', 'wild', 'l4', 'h2', 'l3', 'l2', 'h4', 'l1', 'l4', 'h3', 'l3', 'h1', 'l2', 'l1', 'wild', 'l4', 'h4', 'h2', 'l3', 'h3', 'l2', 'l1', 'l4', 'l3', 'h4', 'l2', 'l1', 'wild', 'l4', 'h3', 'h2', 'l3', 'h1', 'l2', 'l1', 'l4', 'h4', 'l3'],
  // wild scatter h1 h2 h3 h4 l1 l2 l3 l4: 3 1 2 3 4 4 6 6 6 6
  ['h1', 'h4', 'l3', 'l2', 'h3', 'l1', 'l4', 'wild', 'l3', 'h2', 'l2', 'h4', 'scatter', 'l1', 'l4', 'h3', 'l3', 'l2', 'l1', 'l4', 'h1', 'h4', 'wild', 'l3', 'h2', 'l2', 'h3', 'l1', 'l4', 'l3', 'l2', 'h4', 'l1', 'l4', 'h3', 'wild', 'l3', 'h2', 'l2', 'l1', 'l4'],
  // wild scatter h1 h2 h3 h4 l1 l2 l3 l4: 2 1 2 2 5 4 6 6 6 6
  ['h2', 'l1', 'l4', 'l3', 'h4', 'l2', 'h3', 'h1', 'l1', 'l4', 'l3', 'l2', 'h3', 'h4', 'l1', 'l4', 'l3', 'wild', 'l2', 'h2', 'l1', 'l4', 'h3', 'l3', 'scatter', 'h4', 'l2', 'h1', 'l1', 'l4', 'h3', 'l3', 'l2', 'h4', 'l1', 'l4', 'l3', 'h3', 'wild', 'l2'],
  // wild scatter h1 h2 h3 h4 l1 l2 l3 l4: 2 1 2 3 4 4 6 6 6 6
  ['h3', 'l2', 'l1', 'l4', 'wild', 'h2', 'l3', 'h4', 'l2', 'l1', 'h3', 'l4', 'h1', 'l3', 'l2', 'l1', 'l4', 'h4', 'h2', 'l3', 'h3', 'l2', 'l1', 'l4', 'wild', 'l3', 'h4', 'l2', 'l1', 'h3', 'l4', 'h2', 'h1', 'l3', 'l2', 'scatter', 'l1', 'l4', 'h4', 'l3'],
];
