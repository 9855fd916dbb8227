/** Styles of the quest path (rendered inside the widget root, so they apply in a shadow root too). */
export const QUEST_PATH_CSS = `
.casino-widget[data-casino-widget="quest-path"] { max-width: 960px; width: 100%; }
.casino-quest-path { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); }
.casino-quest-path__level {
  display: grid; grid-template-columns: auto 1fr; column-gap: 10px; align-items: center; padding: 10px;
  border: 1px solid var(--casino-color-border); border-radius: var(--casino-border-radius); background: var(--casino-color-surface);
}
.casino-quest-path__mark {
  grid-row: span 3; width: 36px; height: 36px; border-radius: 50%; display: grid; place-items: center; font-weight: 700;
  border: 2px solid var(--casino-color-border); color: var(--casino-color-muted);
}
.casino-quest-path__name { font-weight: 700; }
.casino-quest-path__threshold, .casino-quest-path__state { font-size: 0.8rem; color: var(--casino-color-muted); }
.casino-quest-path__level[data-state="completed"] .casino-quest-path__mark {
  background: var(--casino-color-success); border-color: var(--casino-color-success); color: var(--casino-color-background);
}
.casino-quest-path__level[data-state="active"] {
  border: 2px solid var(--casino-color-primary); background: color-mix(in srgb, var(--casino-color-primary) 10%, var(--casino-color-surface));
}
.casino-quest-path__level[data-state="active"] .casino-quest-path__mark {
  border-color: var(--casino-color-primary); color: var(--casino-color-text);
}
.casino-quest-path__level[data-state="active"] .casino-quest-path__state { color: var(--casino-color-text); font-weight: 700; }
.casino-quest-path__level[data-state="locked"] { opacity: 0.75; }
`;
