/** Internal: the placeholder of a tile while its list loads (same size as a tile, hidden from screen readers). */
export function GameTileSkeleton() {
  return (
    <div className="casino-game-tile casino-game-tile--skeleton" aria-hidden="true">
      <div className="casino-game-tile__art" />
      <div className="casino-game-tile__caption" />
    </div>
  );
}
