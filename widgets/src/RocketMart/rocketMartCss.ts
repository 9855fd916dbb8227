/**
 * Internal: styles of the Rocket Mart, rendered in its root (so they apply in a shadow root too). Its tabs look like the
 * gift list's, whose styles belong to the bonuses entry and do not reach a shadow root of the loyalty entry.
 */
export const ROCKET_MART_CSS = `
.casino-widget[data-casino-widget="rocket-mart"] { max-width: 960px; width: 100%; }
.casino-mart h2, .casino-mart h3 { margin: 0; }
.casino-mart .casino-tabs { display: flex; flex-wrap: wrap; gap: 4px; border-bottom: 1px solid var(--casino-color-border); }
.casino-mart .casino-tabs__tab {
  font: inherit; font-weight: 600; min-height: 44px; padding: 8px 16px; cursor: pointer;
  color: var(--casino-color-text); background: none; border: none; border-bottom: 3px solid transparent;
}
.casino-mart .casino-tabs__tab[aria-selected="true"] { border-bottom-color: var(--casino-color-primary); }
.casino-mart__banner {
  padding: 20px; border-radius: var(--casino-border-radius);
  background: linear-gradient(120deg, var(--casino-color-primary), var(--casino-color-surface));
  color: var(--casino-color-on-primary);
}
.casino-mart__banner p { margin: 4px 0 0; }
.casino-mart__balance { margin: 0; font-size: 1.1rem; }
.casino-mart__balance strong { font-size: 1.4rem; }
.casino-mart__cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
.casino-mart__card {
  display: flex; flex-direction: column; gap: 8px; height: 100%; box-sizing: border-box; padding: 14px;
  border: 1px solid var(--casino-color-border); border-radius: var(--casino-border-radius); background: var(--casino-color-surface);
}
.casino-mart__card-head { display: flex; justify-content: space-between; align-items: flex-start; gap: 8px; }
.casino-mart__card h3 { font-size: 1.05rem; }
.casino-mart__card p { margin: 0; }
.casino-mart__label {
  flex: none; font-size: 0.75rem; font-weight: 700; text-transform: uppercase; padding: 2px 8px; border-radius: 999px;
  background: var(--casino-color-primary); color: var(--casino-color-on-primary);
}
.casino-mart__price { font-weight: 700; font-size: 1.1rem; }
.casino-mart__detail { color: var(--casino-color-muted); font-size: 0.875rem; }
.casino-mart__missing { color: var(--casino-color-danger); font-weight: 600; font-size: 0.875rem; }
.casino-mart__actions { margin-top: auto; display: flex; flex-direction: column; gap: 8px; }
.casino-mart__stepper { display: flex; align-items: center; gap: 6px; border: 0; margin: 0; padding: 0; min-inline-size: 0; }
.casino-mart__stepper .casino-button { min-width: 44px; padding-inline: 0; }
.casino-mart__stepper output { min-width: 2.5ch; text-align: center; font-weight: 700; }
.casino-mart__read-more summary { cursor: pointer; font-weight: 600; min-height: 44px; display: flex; align-items: center; }
.casino-mart__read-more h2 { font-size: 1.2rem; margin: 8px 0; }
.casino-mart__read-more h3 { font-size: 1.05rem; margin: 8px 0; }
.casino-mart__read-more a { color: var(--casino-color-text); }
.casino-mart__backdrop { position: fixed; inset: 0; z-index: 2147483000; display: grid; place-items: center; padding: 16px; background: rgb(0 0 0 / 0.55); }
.casino-mart__dialog {
  width: min(100%, 440px); max-height: calc(100dvh - 32px); overflow: auto; padding: 16px;
  background: var(--casino-color-background); border: 1px solid var(--casino-color-border); border-radius: var(--casino-border-radius);
}
.casino-mart__dialog:focus { outline: none; }
.casino-mart__dialog p { margin: 0; }
.casino-mart__dialog-actions { display: flex; flex-wrap: wrap; gap: 8px; }
`;
