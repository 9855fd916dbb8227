/** Styles of the jackpot slider: one slide shown at a time, the navigation under it. */
export const SLIDER_CSS = `
.casino-widget[data-casino-widget="jackpot-slider"] { max-width: 640px; width: 100%; }
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
`;
