/**
 * Styles of every widget, rendered in a `<style>` inside each widget root so that they also apply inside a shadow root.
 * Colours come from the `--casino-*` properties. A root holding nothing but its styles (a widget with nothing to show,
 * such as RecentGames before the first game) takes no room.
 */
export const WIDGET_CSS = `
:host { display: block; }
.casino-widget {
  box-sizing: border-box;
  font-family: var(--casino-font-family);
  font-size: 16px;
  line-height: 1.5;
  color: var(--casino-color-text);
  background: var(--casino-color-background);
  border-radius: var(--casino-border-radius);
  padding: 20px;
  max-width: 420px;
}
.casino-widget:not(:has(> :not(style))) { display: none; }
.casino-widget *, .casino-widget *::before, .casino-widget *::after { box-sizing: inherit; }
.casino-widget [hidden] { display: none !important; }
.casino-widget[data-theme="light"] { color-scheme: light; }
.casino-widget[data-theme="dark"] { color-scheme: dark; }
.casino-widget h2 { font-size: 1.25rem; margin: 0 0 16px; }
.casino-widget p { margin: 0 0 12px; }
.casino-stack { display: flex; flex-direction: column; gap: 14px; }
.casino-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; }
.casino-field { display: flex; flex-direction: column; gap: 4px; }
.casino-field__label { font-weight: 600; }
.casino-field__input {
  font: inherit;
  color: var(--casino-color-text);
  background: var(--casino-color-background);
  border: 1px solid var(--casino-color-border);
  border-radius: var(--casino-border-radius);
  padding: 8px 10px;
  min-height: 44px;
  width: 100%;
}
.casino-field__input[aria-invalid="true"] { border-color: var(--casino-color-danger); border-width: 2px; }
.casino-field__hint { color: var(--casino-color-muted); font-size: 0.875rem; }
.casino-field__error { color: var(--casino-color-danger); font-size: 0.875rem; font-weight: 600; margin: 0; }
.casino-checkbox { display: flex; align-items: flex-start; gap: 8px; }
.casino-checkbox input { width: 20px; height: 20px; margin: 2px 0 0; accent-color: var(--casino-color-primary); flex: none; }
.casino-button {
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: 8px 16px;
  border-radius: var(--casino-border-radius);
  border: 2px solid var(--casino-color-primary);
  cursor: pointer;
}
.casino-button--primary { background: var(--casino-color-primary); color: var(--casino-color-on-primary); }
.casino-button--secondary { background: transparent; color: var(--casino-color-text); }
.casino-button--link {
  align-self: flex-start;
  background: none; border: none; min-height: auto; padding: 0;
  color: var(--casino-color-text); text-decoration: underline; font-weight: 400;
}
.casino-button[aria-disabled="true"] { opacity: 0.7; cursor: progress; }
.casino-widget :focus-visible { outline: 3px solid var(--casino-color-primary); outline-offset: 2px; }
.casino-alert {
  border: 2px solid currentColor;
  border-radius: var(--casino-border-radius);
  padding: 10px 12px;
  margin: 0;
}
.casino-alert--error { color: var(--casino-color-danger); }
.casino-alert--info { color: var(--casino-color-text); }
.casino-alert--success { color: var(--casino-color-success); }
.casino-alert__title { font-weight: 700; display: block; }
.casino-alert p { margin: 4px 0 0; }
.casino-skeleton {
  min-height: 120px;
  border-radius: var(--casino-border-radius);
  background: var(--casino-color-surface);
}
.casino-amounts { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; margin: 0 0 12px; }
.casino-amounts dt { color: var(--casino-color-muted); }
.casino-amounts dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; text-align: end; }
.casino-list { list-style: none; padding: 0; margin: 0; }
.casino-list .casino-button { width: 100%; text-align: start; }
.casino-list .casino-button[aria-current="true"] { background: var(--casino-color-surface); border-width: 3px; }
.casino-progress { width: 100%; height: 12px; accent-color: var(--casino-color-primary); }
.casino-table-scroll { overflow-x: auto; }
.casino-table { width: 100%; border-collapse: collapse; font-size: 0.875rem; }
.casino-table caption { text-align: start; font-weight: 600; margin-bottom: 8px; }
.casino-table th, .casino-table td { text-align: start; vertical-align: top; padding: 6px 8px; border-bottom: 1px solid var(--casino-color-border); }
.casino-table__amount { font-variant-numeric: tabular-nums; white-space: nowrap; }
.casino-qr { width: 160px; height: 160px; image-rendering: pixelated; align-self: center; }
.casino-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
/* Cashbox: step tabs, method and saved-card choices */
.casino-widget h3 { font-size: 1.1rem; margin: 0; }
.casino-tabs { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: 4px; list-style: none; padding: 0; margin: 0; }
.casino-tabs .casino-button { width: 100%; padding-inline: 4px; font-size: 0.875rem; overflow-wrap: anywhere; }
.casino-tabs .casino-button[aria-current="true"] { background: var(--casino-color-primary); color: var(--casino-color-on-primary); }
.casino-fieldset { display: flex; flex-direction: column; gap: 10px; border: 0; padding: 0; margin: 0; min-width: 0; }
.casino-choice { display: flex; align-items: flex-start; gap: 8px; }
.casino-choice input { width: 20px; height: 20px; margin: 3px 0 0; accent-color: var(--casino-color-primary); flex: none; }
.casino-fieldset--row { flex-direction: row; flex-wrap: wrap; gap: 8px; }
.casino-stack--tight { gap: 8px; }
`;
