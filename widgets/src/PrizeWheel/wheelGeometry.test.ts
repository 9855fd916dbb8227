import { landingRotation, pointAt, segmentAngle, segmentAtPointer, segmentPath } from './wheelGeometry';

describe('wheel geometry', () => {
  it('shows segment 0 under the pointer before any turn, and the one to its left after a small clockwise turn', () => {
    expect(segmentAtPointer(0, 8)).toBe(0);
    expect(segmentAtPointer(10, 8)).toBe(7);
    expect(segmentAtPointer(-10, 8)).toBe(0);
    expect(segmentAtPointer(360 - 45 - 1, 8)).toBe(1);
  });

  it.each([1, 2, 3, 5, 8, 12, 24])('lands every one of %i segments under the pointer, in its middle', (count) => {
    for (let index = 0; index < count; index++) {
      for (const from of [0, 17.5, 725, -90, 3600.25]) {
        const rotation = landingRotation(from, index, count, 5);
        expect(segmentAtPointer(rotation, count)).toBe(index);
        // at least five whole turns, less than six
        expect(rotation - from).toBeGreaterThanOrEqual(5 * 360);
        expect(rotation - from).toBeLessThan(6 * 360);
        // the pointer is half a segment from either border
        const offset = (((-rotation % 360) + 360) % 360) - index * segmentAngle(count);
        expect(offset).toBeCloseTo(segmentAngle(count) / 2, 6);
      }
    }
  });

  it('turns by less than one turn when asked for none (reduced motion)', () => {
    const rotation = landingRotation(90, 2, 4, 0);
    expect(rotation).toBeGreaterThanOrEqual(90);
    expect(rotation).toBeLessThan(450);
    expect(segmentAtPointer(rotation, 4)).toBe(2);
  });

  it('draws a segment from the centre between its two borders', () => {
    expect(pointAt(90, 100).x).toBeCloseTo(100);
    expect(pointAt(90, 100).y).toBeCloseTo(0);
    expect(segmentPath(0, 4, 100)).toBe('M 0 0 L 0.000 -100.000 A 100 100 0 0 1 100.000 0.000 Z');
    expect(segmentPath(0, 1, 100)).toContain('A 100 100 0 1 1 0 100');
  });
});
