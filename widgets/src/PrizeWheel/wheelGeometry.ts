/**
 * Internal: the geometry of the prize wheel. Segment `i` of `count` spans the clockwise angles
 * `[i·360/count, (i+1)·360/count)` from 12 o'clock, where the pointer stands; the wheel turns clockwise by its
 * rotation in degrees, so after a turn by `r` the pointer shows the segment at wheel angle `-r`.
 */

/** The angle of one segment, in degrees. */
export function segmentAngle(count: number): number {
  return 360 / count;
}

/** Degrees in `[0, 360)`. */
function normalized(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

/** The index of the segment under the pointer after the wheel turned by `rotation` degrees. */
export function segmentAtPointer(rotation: number, count: number): number {
  const under = normalized(-rotation);
  return Math.min(Math.floor(under / segmentAngle(count)), count - 1);
}

/**
 * The rotation that lands segment `index` of `count` under the pointer, at least `turns` whole turns past `from`:
 * the segment's middle stops at the pointer, so the pointer is never on a border between two prizes.
 */
export function landingRotation(from: number, index: number, count: number, turns: number): number {
  const target = normalized(-(index + 0.5) * segmentAngle(count));
  const start = from + turns * 360;
  return start + normalized(target - start);
}

/** A point on a circle of `radius` around the origin, at `degrees` clockwise from 12 o'clock. */
export function pointAt(degrees: number, radius: number): { x: number; y: number } {
  const radians = (degrees * Math.PI) / 180;
  return { x: radius * Math.sin(radians), y: -radius * Math.cos(radians) };
}

/** The SVG path of segment `index` of `count`: a slice of a circle of `radius` around the origin. */
export function segmentPath(index: number, count: number, radius: number): string {
  if (count === 1)
    return `M 0 ${-radius} A ${radius} ${radius} 0 1 1 0 ${radius} A ${radius} ${radius} 0 1 1 0 ${-radius} Z`;
  const angle = segmentAngle(count);
  const start = pointAt(index * angle, radius);
  const end = pointAt((index + 1) * angle, radius);
  const large = angle > 180 ? 1 : 0;
  // rounded first, so that a rounding error around 0 is not written `-0.000`
  const fixed = (value: number) => (Math.round(value * 1000) / 1000 + 0).toFixed(3);
  return `M 0 0 L ${fixed(start.x)} ${fixed(start.y)} A ${radius} ${radius} 0 ${large} 1 ${fixed(end.x)} ${fixed(end.y)} Z`;
}
