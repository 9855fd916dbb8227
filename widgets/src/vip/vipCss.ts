/**
 * Styles of the VIP widgets, rendered next to the widget CSS in each VIP widget root (so they apply in a shadow root
 * too).
 */
export const VIP_CSS = `
.casino-widget[data-casino-widget="vip-progress"] { max-width: 640px; width: 100%; }
.casino-widget[data-casino-widget="vip-club"], .casino-widget[data-casino-widget="adventure-calendar"] { max-width: 960px; width: 100%; }
.casino-vip-status { font-weight: 700; margin: 0; }
.casino-vip-muted { color: var(--casino-color-muted); font-size: 0.875rem; margin: 0; }
.casino-vip-cards, .casino-adventure__days { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.casino-vip-cards { grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); }
.casino-vip-card, .casino-adventure__card {
  border: 1px solid var(--casino-color-border); border-radius: var(--casino-border-radius); padding: 10px 12px;
  display: flex; flex-direction: column; gap: 4px;
}
.casino-vip-card h3, .casino-adventure__card h3 { margin: 0; font-size: 1rem; }
.casino-vip-card p, .casino-adventure__card p { margin: 0; font-size: 0.875rem; }
.casino-vip-card[data-state="current"], .casino-adventure__card[data-state="active"] { border: 2px solid var(--casino-color-primary); }
.casino-vip-card[data-state="locked"], .casino-adventure__card[data-state="future"], .casino-adventure__card[data-state="lost"] { opacity: 0.75; }
.casino-vip-card__state, .casino-adventure__state { font-size: 0.75rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: var(--casino-color-muted); }
.casino-vip-card[data-state="current"] .casino-vip-card__state, .casino-adventure__card[data-state="completed"] .casino-adventure__state { color: var(--casino-color-primary); }
.casino-adventure__banner {
  border-radius: var(--casino-border-radius); padding: 16px; color: var(--casino-color-on-primary);
  background: var(--casino-color-primary);
}
.casino-adventure__banner h2 { margin: 0; }
.casino-adventure__banner p { margin: 4px 0 0; }
.casino-adventure__days { grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); }
.casino-adventure__card[data-state="superb"] { border: 2px dashed var(--casino-color-primary); }
.casino-adventure__timer { font-variant-numeric: tabular-nums; font-weight: 700; }
.casino-adventure__backdrop { position: fixed; inset: 0; z-index: 2147483000; display: grid; place-items: center; padding: 16px; background: rgb(0 0 0 / 0.55); }
.casino-adventure__dialog {
  width: min(100%, 400px); max-height: calc(100dvh - 32px); overflow: auto; padding: 16px;
  background: var(--casino-color-background); border: 1px solid var(--casino-color-border); border-radius: var(--casino-border-radius);
}
.casino-adventure__dialog:focus { outline: none; }
.casino-adventure__dialog-actions { display: flex; gap: 8px; flex-wrap: wrap; justify-content: flex-end; }
.casino-vip-manager { display: flex; gap: 12px; align-items: flex-start; }
.casino-vip-manager img { width: 56px; height: 56px; border-radius: 50%; object-fit: cover; flex: none; background: var(--casino-color-border); }
.casino-vip-manager__online { color: var(--casino-color-success); font-weight: 700; }
.casino-vip-manager ul { list-style: none; margin: 4px 0 0; padding: 0; display: flex; gap: 8px; flex-wrap: wrap; }
`;
