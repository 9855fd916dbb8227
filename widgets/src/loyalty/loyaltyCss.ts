/**
 * Styles of the loyalty widgets, rendered next to the widget CSS in each loyalty widget root (so they apply in a
 * shadow root too).
 */
export const LOYALTY_CSS = `
.casino-widget[data-casino-widget="comp-points"] { padding: 0; background: none; display: inline-block; }
.casino-widget .casino-comp-points { display: inline-flex; align-items: center; gap: 6px; margin: 0; flex-wrap: wrap; font-size: 0.875rem; line-height: 1.3; }
.casino-comp-points__points { font-weight: 700; }
.casino-level-badge {
  display: inline-block; font-size: 0.75rem; font-weight: 700; padding: 1px 8px; border-radius: 999px;
  background: var(--casino-color-primary); color: var(--casino-color-on-primary);
}
.casino-widget[data-casino-widget="level-progress"] { max-width: 640px; width: 100%; }
.casino-levels { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); }
.casino-levels__item { border: 1px solid var(--casino-color-border); border-radius: var(--casino-border-radius); padding: 8px 12px; }
.casino-levels__item[aria-current="true"] { border: 2px solid var(--casino-color-primary); }
.casino-levels__item h4 { margin: 0; font-size: 1rem; }
.casino-levels__item p { margin: 2px 0 0; color: var(--casino-color-muted); font-size: 0.875rem; }
.casino-levels__item ul { margin: 4px 0 0; padding-inline-start: 18px; font-size: 0.875rem; }
`;
