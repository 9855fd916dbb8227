/**
 * Styles of the bonus widgets, rendered next to the widget CSS in each bonus widget root (so they apply in a shadow
 * root too).
 */
export const BONUSES_CSS = `
.casino-widget[data-casino-widget="gift-list"] { max-width: 640px; }
.casino-widget[data-casino-widget="notification-bell"] { padding: 0; position: relative; display: inline-block; overflow: visible; }
.casino-widget[data-casino-widget="toasts"] { padding: 0; background: none; max-width: 380px; }
.casino-tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--casino-color-border); }
.casino-tabs__tab {
  font: inherit; font-weight: 600; min-height: 44px; padding: 8px 16px; cursor: pointer;
  color: var(--casino-color-text); background: none; border: none; border-bottom: 3px solid transparent;
}
.casino-tabs__tab[aria-selected="true"] { border-bottom-color: var(--casino-color-primary); }
.casino-gift-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 12px; }
.casino-gift { border: 1px solid var(--casino-color-border); border-radius: var(--casino-border-radius); padding: 16px; }
.casino-gift__head { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
.casino-gift__head h3 { margin: 0; font-size: 1.1rem; }
.casino-gift__new, .casino-bell__badge {
  font-size: 0.75rem; font-weight: 700; padding: 1px 8px; border-radius: 999px;
  background: var(--casino-color-primary); color: var(--casino-color-on-primary);
}
.casino-gift__games { margin: 4px 0 0; padding-inline-start: 20px; }
.casino-gift__games a { color: var(--casino-color-text); font-weight: 600; }
.casino-dialog-backdrop { position: fixed; inset: 0; z-index: 2147483000; display: grid; place-items: center; padding: 16px; background: rgb(0 0 0 / 0.55); }
.casino-gift__dialog { width: min(100%, 420px); max-height: calc(100dvh - 32px); overflow: auto; background: var(--casino-color-background); border: 2px solid var(--casino-color-danger); border-radius: var(--casino-border-radius); padding: 16px; }
.casino-gift__dialog:focus { outline: none; }
.casino-gift__dialog h4 { margin: 0; }
.casino-gift__dialog ul { margin: 0; padding-inline-start: 20px; }
.casino-bell__button { position: relative; min-width: 44px; line-height: 1; display: inline-flex; align-items: center; justify-content: center; }
.casino-bell__badge { position: absolute; top: -6px; inset-inline-end: -6px; }
.casino-bell__popover {
  position: absolute; z-index: 10; inset-inline-end: 0; top: calc(100% + 6px); width: min(360px, 90vw);
  max-height: 420px; overflow: auto; padding: 12px;
  background: var(--casino-color-background); border: 1px solid var(--casino-color-border);
  border-radius: var(--casino-border-radius); box-shadow: 0 6px 24px rgb(0 0 0 / 0.2);
}
.casino-bell__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.casino-bell__item { display: grid; grid-template-columns: 1fr auto; gap: 2px 8px; padding-bottom: 8px; border-bottom: 1px solid var(--casino-color-border); }
.casino-bell__item p { margin: 0; }
.casino-bell__item time { color: var(--casino-color-muted); font-size: 0.875rem; }
.casino-bell__item a { color: var(--casino-color-text); font-weight: 600; }
.casino-bell__dismiss { grid-row: 1; grid-column: 2; align-self: start; min-width: 36px; min-height: 36px; padding: 2px 8px; }
.casino-toasts { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.casino-toast { display: grid; grid-template-columns: 1fr auto; gap: 4px 8px; align-items: start; padding: 8px; border: 1px solid var(--casino-color-border); border-radius: var(--casino-border-radius); background: var(--casino-color-surface); }
.casino-toast .casino-alert { margin: 0; border: 0; padding: 4px; background: transparent; }
.casino-toast__close { min-width: 36px; min-height: 36px; padding: 2px 8px; }
.casino-toast--warning .casino-alert { color: var(--casino-color-danger); }
.casino-picker { border: 0; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.casino-picker legend { font-weight: 600; padding: 0; margin-bottom: 4px; }
.casino-picker__option { display: flex; align-items: flex-start; gap: 8px; padding: 8px; border: 1px solid var(--casino-color-border); border-radius: var(--casino-border-radius); }
.casino-picker__option input { width: 20px; height: 20px; margin: 2px 0 0; accent-color: var(--casino-color-primary); flex: none; }
.casino-picker__option:has(input:disabled) { opacity: 0.7; }
.casino-picker__option span { display: block; }
`;
