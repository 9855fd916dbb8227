/**
 * Styles of the jackpot widgets, rendered next to the widget CSS in each jackpot widget root (so they apply in a
 * shadow root too). Amounts use tabular figures and a reserved width, so a counting amount never moves what is
 * around it; the ticker's height is fixed by its definition's reserved size.
 */
export const JACKPOTS_CSS = `
.casino-jackpots h2, .casino-jackpots h3, .casino-jackpots p { margin: 0; }
.casino-jackpot-amount {
  display: inline-block; font-variant-numeric: tabular-nums; font-weight: 700; white-space: nowrap; text-align: end;
}
.casino-jackpot-ticker { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 20px; }
.casino-jackpot-ticker:focus-visible { outline: 2px solid var(--casino-color-primary); outline-offset: 2px; }
.casino-jackpot-ticker h2 { font-size: 1rem; }
.casino-jackpot-levels { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px 20px; }
.casino-jackpot-levels li { display: flex; align-items: baseline; gap: 8px; }
.casino-jackpot-levels .casino-jackpot-amount { font-size: 1.25rem; color: var(--casino-color-primary); }
.casino-jackpot-level__name { color: var(--casino-color-muted); font-size: 0.875rem; text-transform: uppercase; }
.casino-jackpot-slider { display: grid; gap: 12px; }
.casino-jackpot-slide {
  display: grid; gap: 6px; justify-items: center; text-align: center; padding: 24px 16px;
  border: 1px solid var(--casino-color-border); border-radius: var(--casino-border-radius); background: var(--casino-color-surface);
}
.casino-jackpot-slide[hidden] { display: none; }
.casino-jackpot-slide .casino-jackpot-amount { font-size: 2rem; color: var(--casino-color-primary); }
.casino-jackpot-slide__note { color: var(--casino-color-muted); font-size: 0.875rem; }
.casino-jackpot-slider__nav { display: flex; justify-content: center; align-items: center; gap: 8px; flex-wrap: wrap; }
.casino-jackpot-slider__dot[aria-current="true"] { background: var(--casino-color-primary); color: var(--casino-color-on-primary); }
.casino-jackpot-boards { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); }
.casino-jackpot-wins { width: 100%; border-collapse: collapse; }
.casino-jackpot-wins caption { text-align: start; font-weight: 700; padding-bottom: 6px; }
.casino-jackpot-wins th, .casino-jackpot-wins td { text-align: start; padding: 6px 8px; border-bottom: 1px solid var(--casino-color-border); }
.casino-jackpot-wins td:nth-child(3) { font-variant-numeric: tabular-nums; white-space: nowrap; }
.casino-jackpot-win__backdrop {
  position: fixed; inset: 0; z-index: 1000; display: grid; place-items: center; padding: 16px; background: rgb(0 0 0 / 0.55);
}
.casino-jackpot-win {
  display: grid; gap: 10px; justify-items: center; text-align: center; max-width: 360px; width: 100%; padding: 28px 20px;
  border-radius: var(--casino-border-radius); background: var(--casino-color-surface); color: var(--casino-color-text);
}
.casino-jackpot-win .casino-jackpot-amount { font-size: 2rem; color: var(--casino-color-primary); }
`;
