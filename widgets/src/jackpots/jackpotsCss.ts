/**
 * Styles of the jackpot widgets, rendered next to the widget CSS in each jackpot widget root (so they apply in a
 * shadow root too). Amounts use tabular figures in boxes whose size does not follow them, so a counting amount
 * never moves what is around it; the ticker's height is fixed by its definition's reserved size.
 */
export const JACKPOTS_CSS = `
.casino-jackpots h2, .casino-jackpots h3, .casino-jackpots p { margin: 0; }
.casino-jackpot-amount {
  display: inline-block; font-variant-numeric: tabular-nums; font-weight: 700; white-space: nowrap;
}
`;
