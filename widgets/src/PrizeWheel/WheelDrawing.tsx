import type { WheelSegment } from '@casino/sdk/contract';
import { type TransitionEvent, useEffect, useRef } from 'react';
import { pointAt, segmentAngle, segmentPath } from './wheelGeometry';

/** The wheel's radius in SVG units; the view box leaves room for the pointer and the rim. */
const RADIUS = 100;
/** How long a full spin takes; the time a reduced-motion spin takes is 0. */
export const SPIN_MS = 4_500;

/** Props of {@link WheelDrawing}. */
export interface WheelDrawingProps {
  segments: readonly WheelSegment[];
  /** The wheel's turn in degrees, clockwise; a change animates to it (unless `animate` is false). */
  rotation: number;
  /** Whether a change of `rotation` is animated; false jumps there (reduced motion). */
  animate: boolean;
  /** The accessible name of the drawing. */
  label: string;
  /** Called once the wheel stands still at `rotation`. */
  onStopped: () => void;
}

/**
 * Internal: the wheel in SVG: a slice per segment clockwise from 12 o'clock with its label along its middle, a hub,
 * and the pointer at the top. The slices turn by `rotation` with a CSS transition that slows to a stop; when it
 * ends (or, should the browser send no `transitionend`, a little after its duration) `onStopped` is called.
 */
export function WheelDrawing({ segments, rotation, animate, label, onStopped }: WheelDrawingProps) {
  const count = segments.length;
  const angle = segmentAngle(Math.max(count, 1));
  const stopped = useRef(onStopped);
  stopped.current = onStopped;
  const shownRotation = useRef(rotation);

  useEffect(() => {
    if (shownRotation.current === rotation) return;
    shownRotation.current = rotation;
    if (!animate) {
      stopped.current();
      return;
    }
    const fallback = setTimeout(() => stopped.current(), SPIN_MS + 500);
    return () => clearTimeout(fallback);
  }, [rotation, animate]);

  const onTransitionEnd = (event: TransitionEvent<SVGGElement>) => {
    if (event.target === event.currentTarget && event.propertyName === 'transform') stopped.current();
  };

  return (
    <svg className="casino-wheel__drawing" viewBox="-112 -118 224 230" role="img" aria-label={label}>
      <circle className="casino-wheel__rim" r={RADIUS + 8} />
      <g
        className="casino-wheel__slices"
        data-rotation={rotation}
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: animate ? `transform ${SPIN_MS}ms cubic-bezier(0.12, 0.6, 0.1, 1)` : 'none',
        }}
        onTransitionEnd={onTransitionEnd}
      >
        {segments.map((segment, index) => {
          const middle = (index + 0.5) * angle;
          const at = pointAt(middle, RADIUS * 0.62);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a segment is its place on the wheel
            <g key={index} className={`casino-wheel__segment casino-wheel__segment--${index % 2 ? 'odd' : 'even'}`}>
              <path d={segmentPath(index, count, RADIUS)} />
              <text
                x={at.x.toFixed(2)}
                y={at.y.toFixed(2)}
                transform={`rotate(${middle - 90} ${at.x.toFixed(2)} ${at.y.toFixed(2)})`}
                textAnchor="middle"
                dominantBaseline="central"
              >
                {segment.label}
              </text>
            </g>
          );
        })}
      </g>
      <circle className="casino-wheel__hub" r={14} />
      <path className="casino-wheel__pointer" d="M -10 -116 L 10 -116 L 0 -94 Z" />
    </svg>
  );
}
