/** Internal: styles of the loot boxes, rendered in their root (so they apply in a shadow root too). */
export const LOOT_BOXES_CSS = `
.casino-widget[data-casino-widget="loot-boxes"] { max-width: 720px; }
.casino-lootboxes { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); }
.casino-lootbox { height: 100%; box-sizing: border-box; border: 1px solid var(--casino-color-border); border-radius: var(--casino-border-radius); padding: 16px; }
.casino-lootbox[data-stage="expired"] { border-style: dashed; }
.casino-lootbox__head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 4px 8px; }
.casino-lootbox__head h3 { margin: 0; font-size: 1.1rem; }
.casino-lootbox__state { color: var(--casino-color-muted); font-size: 0.875rem; }
.casino-lootbox__items { margin: 4px 0 0; padding-inline-start: 20px; }
.casino-lootbox__items li[aria-current] { font-weight: 700; }
.casino-lootbox__won { margin: 0; font-weight: 700; }
.casino-lootbox a { color: var(--casino-color-text); font-weight: 600; }
`;
