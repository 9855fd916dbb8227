/** Internal: styles of the game page: the toolbar, and a frame of the full width at about 16:9, most of the height on phones. */
export const GAME_LAUNCHER_CSS = `
.casino-widget[data-casino-widget="game-launcher"] { max-width: none; }
.casino-game { display: flex; flex-direction: column; gap: 12px; }
.casino-game__toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; }
.casino-game__heading { margin-inline-end: auto; }
.casino-widget .casino-game__heading h2 { margin: 0; }
.casino-widget .casino-game__heading p { margin: 0; color: var(--casino-color-muted); }
.casino-game__modes { display: inline-flex; gap: 4px; margin: 0; padding: 0; border: 0; min-inline-size: 0; }
.casino-game__modes .casino-button[aria-pressed="true"] {
  background: var(--casino-color-primary);
  color: var(--casino-color-on-primary);
}
.casino-game__modes .casino-button:disabled { opacity: 0.5; cursor: not-allowed; }
.casino-game__stage {
  width: 100%;
  aspect-ratio: 16 / 9;
  max-height: calc(100vh - 120px);
  background: #000;
  border-radius: var(--casino-border-radius);
  overflow: hidden;
}
.casino-game__stage:fullscreen { max-height: none; aspect-ratio: auto; border-radius: 0; }
.casino-game__frame { display: block; width: 100%; height: 100%; border: 0; }
@media (max-width: 600px) {
  .casino-game__stage { aspect-ratio: auto; height: 80vh; height: 80dvh; max-height: none; }
}
`;
