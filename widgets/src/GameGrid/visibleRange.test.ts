import { columnsFor, visibleRange } from './visibleRange';

const view = {
  scrollTop: 0,
  viewportHeight: 800,
  gridTop: 200,
  rowHeight: 200,
  columns: 5,
  overscan: 2,
  count: 10_000,
};

describe('visibleRange', () => {
  it('renders the rows in view plus the overscan below at the top of the page', () => {
    // rows 0..3 reach into the viewport (the grid starts 200 px down), plus 2 rows of overscan
    expect(visibleRange(view)).toEqual({ start: 0, end: 30, before: 0, after: (2000 - 6) * 200 });
  });

  it('keeps the spacers and rendered rows adding up to the whole list height', () => {
    const range = visibleRange({ ...view, scrollTop: 100_200 });
    // the top of the viewport is at row 500
    expect(range.start).toBe((500 - 2) * 5);
    expect(range.end).toBe((500 + 4 + 2 + 1) * 5);
    expect(range.before + ((range.end - range.start) / 5) * 200 + range.after).toBe(2000 * 200);
  });

  it('renders a bounded number of items wherever the page is scrolled', () => {
    for (let scrollTop = 0; scrollTop < 500_000; scrollTop += 7_919) {
      const { start, end } = visibleRange({ ...view, scrollTop });
      expect(end - start).toBeLessThanOrEqual((Math.ceil(800 / 200) + 1 + 4) * 5);
    }
  });

  it('ends at the last item and renders nothing far below the list', () => {
    expect(visibleRange({ ...view, count: 12, scrollTop: 0 })).toEqual({ start: 0, end: 12, before: 0, after: 0 });
    expect(visibleRange({ ...view, count: 12, scrollTop: 50_000 })).toEqual({
      start: 12,
      end: 12,
      before: 600,
      after: 0,
    });
  });

  it('renders the first rows (row 0 plus the overscan) while the grid is still below the viewport', () => {
    expect(visibleRange({ ...view, gridTop: 5_000 })).toEqual({ start: 0, end: 15, before: 0, after: 1997 * 200 });
  });
});

describe('columnsFor', () => {
  it('fits as many minimum-width tiles as the width takes, at least one', () => {
    expect(columnsFor(1200, 160, 12)).toBe(7);
    expect(columnsFor(350, 160, 12)).toBe(2);
    expect(columnsFor(100, 160, 12)).toBe(1);
    expect(columnsFor(0, 160, 12)).toBe(1);
  });
});
