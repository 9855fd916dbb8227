import { type RefObject, useLayoutEffect, useState } from 'react';
import { fittingCount } from './fittingCount';

/** Widths measured in the row: each item's by id (once), the More button's, the gap, and the row's width. */
interface Measures {
  items: ReadonlyMap<string, number>;
  more: number;
  gap: number;
  row: number;
}

const UNMEASURED: Measures = { items: new Map(), more: 0, gap: 0, row: 0 };

/**
 * How many of a row's items (`ids`, in order) fit in the row `rowRef` holds; null while one of them has not been
 * measured yet, when they all show, so that the first paint keeps every item in its place and only then collapses.
 * Inside the row, each item is an element with `data-overflow-id`, the More button the element with
 * `data-overflow-more` and the list the element with `data-overflow-list` (its column gap separates the items). Each
 * item is measured once, when it first shows; the row again whenever it resizes (ResizeObserver).
 */
export function useFittingCount(rowRef: RefObject<HTMLElement | null>, ids: readonly string[]): number | null {
  const [measures, setMeasures] = useState(UNMEASURED);
  const idsKey = ids.join('\n');

  // biome-ignore lint/correctness/useExhaustiveDependencies: measures the items again only when the list changes
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const measure = () =>
      setMeasures((previous) => {
        let items = previous.items;
        for (const item of row.querySelectorAll<HTMLElement>('[data-overflow-id]')) {
          const id = item.dataset.overflowId as string;
          const width = item.getBoundingClientRect().width;
          if (!items.has(id) && width > 0) items = new Map(items).set(id, width);
        }
        const list = row.querySelector<HTMLElement>('[data-overflow-list]');
        const more = row.querySelector<HTMLElement>('[data-overflow-more]')?.getBoundingClientRect().width ?? 0;
        const gap = list ? Number.parseFloat(getComputedStyle(list).columnGap) || 0 : 0;
        const next = { items, more: previous.more || more, gap, row: row.getBoundingClientRect().width };
        const same =
          items === previous.items && next.more === previous.more && gap === previous.gap && next.row === previous.row;
        return same ? previous : next;
      });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [idsKey, rowRef]);

  const widths = ids.map((id) => measures.items.get(id));
  if (widths.some((width) => width === undefined)) return null;
  return fittingCount(widths as number[], measures.row, measures.more, measures.gap);
}
