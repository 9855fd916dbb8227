/** Calls `report` with the element's height (rounded up) whenever it changes; returns the disconnect. */
export function observeHeight(
  element: Element,
  report: (height: number) => void,
  Observer: typeof ResizeObserver | undefined,
): () => void {
  if (!Observer) {
    throw new Error('observeHeight needs ResizeObserver: run it in a browser, or pass a window that has one.');
  }
  let last = -1;
  const observer = new Observer((entries) => {
    for (const entry of entries) {
      const box = entry.borderBoxSize?.[0];
      const height = Math.ceil(box ? box.blockSize : entry.contentRect.height);
      if (height !== last) {
        last = height;
        report(height);
      }
    }
  });
  observer.observe(element);
  return () => observer.disconnect();
}
