/**
 * How many items of a row fit in `available` pixels, in order: all of them when their widths and the gaps between
 * them fit, else as many as fit beside the More button (`moreWidth`, with a gap before it).
 */
export function fittingCount(widths: readonly number[], available: number, moreWidth: number, gap: number): number {
  const all = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (all <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    used += width + gap;
    if (used > available) break;
    count += 1;
  }
  return count;
}
