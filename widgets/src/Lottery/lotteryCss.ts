/** Styles of the lottery widget (rendered inside the widget root, so they apply in a shadow root too). */
export const LOTTERY_CSS = `
.casino-widget[data-casino-widget="lottery"] { max-width: 760px; width: 100%; }
.casino-lottery__tickets { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; margin: 0; padding: 0; }
.casino-lottery__ticket {
  padding: 4px 10px; border-radius: 999px; border: 1px dashed var(--casino-color-primary); font-variant-numeric: tabular-nums;
}
.casino-lottery__ticket[data-won="true"] { background: var(--casino-color-success); border-color: var(--casino-color-success); color: var(--casino-color-background); font-weight: 700; }
.casino-lottery__buy { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 12px; }
.casino-lottery__buy .casino-field { max-width: 8rem; }
.casino-lottery__proof { padding: 12px; border: 1px solid var(--casino-color-border); border-radius: var(--casino-border-radius); background: var(--casino-color-surface); }
.casino-lottery__proof dd { margin: 0 0 8px; }
.casino-lottery__hex { font-family: ui-monospace, monospace; font-size: 0.8rem; overflow-wrap: anywhere; }
.casino-lottery__verdict { font-weight: 700; }
.casino-lottery__verdict[data-holds="true"] { color: var(--casino-color-success); }
.casino-lottery__verdict[data-holds="false"] { color: var(--casino-color-danger); }
`;
