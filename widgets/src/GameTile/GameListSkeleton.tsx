import { SKELETON_COUNT } from '@casino/sdk/rules';
import { GameTileSkeleton } from './GameTileSkeleton';

/** Props of {@link GameListSkeleton}. */
export interface GameListSkeletonProps {
  /** Class of the list: the grid's or the row's track. */
  className: string;
  /** What screen readers hear while the list loads, e.g. "Loading games…". */
  label: string;
  /** Placeholders shown. Defaults to `SKELETON_COUNT` (5, core.md §9). */
  count?: number;
}

/** Internal: a games list while it loads: placeholder tiles hidden from screen readers, and a polite loading status. */
export function GameListSkeleton({ className, label, count = SKELETON_COUNT }: GameListSkeletonProps) {
  return (
    <>
      <p className="casino-visually-hidden" role="status">
        {label}
      </p>
      <ul className={className} aria-busy="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the skeletons are identical and never reorder
          <li key={index} aria-hidden="true">
            <GameTileSkeleton />
          </li>
        ))}
      </ul>
    </>
  );
}
