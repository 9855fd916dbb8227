import { PAYLINES, ROWS } from './paylines';
import { LINE_PAYS, type Pays, SCATTER_PAYS } from './paytable';
import { REEL_STRIPS } from './reel-strips';
import type { SymbolId } from './symbols';

/** Everything that decides a spin's outcome: reel strips, window height, paylines and pays. */
export interface SlotMaths {
  /** One strip per reel, left to right; a stop shows the strip's symbols at `stop`, `stop + 1`, … (wrapping). */
  reels: readonly (readonly SymbolId[])[];
  /** Rows visible on each reel. */
  rows: number;
  /** Row crossed on each reel, per payline; line numbers start at 1. */
  paylines: readonly (readonly number[])[];
  /** Multiples of the line bet for a run from the leftmost reel. */
  linePays: Readonly<Record<Exclude<SymbolId, 'scatter'>, Pays>>;
  /** Multiples of the total bet by the number of scatters visible. */
  scatterPays: Pays;
}

/** The return to player stated in docs/games.md: 96.00 %. rtp.ts derives the exact figure from the reels. */
export const STATED_RTP = 0.96;

/** The maths every themed game shares (docs/games.md, "Slot maths"). */
export const SLOT_MATHS: SlotMaths = {
  reels: REEL_STRIPS,
  rows: ROWS,
  paylines: PAYLINES,
  linePays: LINE_PAYS,
  scatterPays: SCATTER_PAYS,
};
